import { Card, Container, Stack } from '@mantine/core';
import { ContactForm } from '../content/contact/ContactForm';
import { DataCentreList } from '../content/DataCentreList';
import { PageFrame } from '../content/PageFrame';
import { PageHero } from '../content/PageHero';
import { PageBody, sectionHeadingId } from '../content/PageSections';
import type { PublicPageData } from '../content/usePublicPage';
import { useScrollToHash } from '../content/useScrollToHash';

/** The about text's sections that the data-centre list and the contact form sit under. */
const DATA_CENTRES_KEY = 'data-centres';
const CONTACT_KEY = 'contact';

function AboutText({ page }: { page: PublicPageData }) {
  // The referral FAQ links to /about.html#contact.
  useScrollToHash();
  const keys = new Set(page.sections.map((section) => section.key));
  const dataCentres = (labelledBy?: string) => <DataCentreList labelledBy={labelledBy} />;
  const contactForm = (labelledBy?: string) => (
    <Card withBorder radius="md" padding="lg">
      <ContactForm labelledBy={labelledBy} />
    </Card>
  );
  return (
    <>
      <PageHero page={page} />
      <Container size="md" pb="xl">
        <Stack gap="xl">
          <PageBody
            introHtml={page.introHtml}
            sections={page.sections}
            extras={{
              [DATA_CENTRES_KEY]: dataCentres(sectionHeadingId(DATA_CENTRES_KEY)),
              [CONTACT_KEY]: contactForm(sectionHeadingId(CONTACT_KEY)),
            }}
          />
          {/* A text without these sections still gets the list and the form, under their own headings. */}
          {!keys.has(DATA_CENTRES_KEY) && dataCentres()}
          {!keys.has(CONTACT_KEY) && <div id={CONTACT_KEY}>{contactForm()}</div>}
        </Stack>
      </Container>
    </>
  );
}

/** /about.html: who we are, where the data centres are, and the contact form. */
export function AboutPage() {
  return <PageFrame slug="about" render={(page) => <AboutText page={page} />} />;
}
