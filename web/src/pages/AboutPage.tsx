import { Card, Container, Grid, Stack } from '@mantine/core';
import { ContactForm } from '../content/contact/ContactForm';
import { DataCentreList } from '../content/DataCentreList';
import { PageFrame } from '../content/PageFrame';
import { PageHero } from '../content/PageHero';
import { PageBody } from '../content/PageSections';
import { useScrollToHash } from '../content/useScrollToHash';

function ContactCard() {
  // The referral FAQ links to /about.html#contact.
  useScrollToHash();
  return (
    <Card withBorder radius="md" padding="lg" id="contact">
      <ContactForm />
    </Card>
  );
}

/** /about.html: who we are, where the data centres are, and the contact form. */
export function AboutPage() {
  return (
    <PageFrame
      slug="about"
      render={(page) => (
        <>
          <PageHero page={page} />
          <Container size="lg" pb="xl">
            <Grid gap="xl">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="xl">
                  <PageBody introHtml={page.introHtml} sections={page.sections} />
                  <DataCentreList />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <ContactCard />
              </Grid.Col>
            </Grid>
          </Container>
        </>
      )}
    />
  );
}
