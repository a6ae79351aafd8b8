import { Container, Stack } from '@mantine/core';
import { FaqAccordion } from '../content/FaqAccordion';
import { PageFrame } from '../content/PageFrame';
import { PageHero } from '../content/PageHero';
import { PageBody } from '../content/PageSections';
import { SupportPointer } from '../content/SupportPointer';

/** /referral-faq.html: the referral questions as a collapsible list and where to ask more. */
export function ReferralFaqPage() {
  return (
    <PageFrame
      slug="referral-faq"
      render={(page) => (
        <>
          <PageHero page={page} />
          <Container size="md" pb="xl">
            <Stack gap="xl">
              <PageBody introHtml={page.introHtml} sections={page.sections} />
              <FaqAccordion group="referral" />
              <SupportPointer />
            </Stack>
          </Container>
        </>
      )}
    />
  );
}
