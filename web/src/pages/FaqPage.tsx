import { Container, Stack } from '@mantine/core';
import { FaqAccordion } from '../content/FaqAccordion';
import { PageFrame } from '../content/PageFrame';
import { PageHero } from '../content/PageHero';
import { PageBody } from '../content/PageSections';

/** /faq.html: the FAQ page's text, then every question of the general FAQ. */
export function FaqPage() {
  return (
    <PageFrame
      slug="faq"
      render={(page) => (
        <>
          <PageHero page={page} />
          <Container size="md" pb="xl">
            <Stack gap="xl">
              <PageBody introHtml={page.introHtml} sections={page.sections} />
              <FaqAccordion group="general" />
            </Stack>
          </Container>
        </>
      )}
    />
  );
}
