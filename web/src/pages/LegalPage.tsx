import { Container, Grid } from '@mantine/core';
import { useLocation } from 'react-router';
import { LegalContents } from '../content/LegalContents';
import { PageFrame } from '../content/PageFrame';
import { PageHero } from '../content/PageHero';
import { PageBody } from '../content/PageSections';
import { slugOfPath } from '../content/pageSlugs';
import type { PublicPageData } from '../content/usePublicPage';
import { useScrollToHash } from '../content/useScrollToHash';

function LegalText({ page }: { page: PublicPageData }) {
  useScrollToHash();
  return (
    <>
      <PageHero page={page} />
      <Container size="lg" pb="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <LegalContents sections={page.sections} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <PageBody introHtml={page.introHtml} sections={page.sections} />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

/**
 * /terms.html, /privacy.html, /trading-terms.html and /risk.html: a long text with its table of contents.
 * The slug is the path's, so one route element serves the four texts.
 */
export function LegalPage() {
  const { pathname } = useLocation();
  return <PageFrame slug={slugOfPath(pathname)} render={(page) => <LegalText page={page} />} />;
}
