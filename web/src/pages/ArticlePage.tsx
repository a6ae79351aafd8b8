import { Container, Divider, Stack } from '@mantine/core';
import { useLocation } from 'react-router';
import { OtherArticles } from '../content/OtherArticles';
import { PageFrame } from '../content/PageFrame';
import { PageHero } from '../content/PageHero';
import { PageBody } from '../content/PageSections';
import { slugOfPath } from '../content/pageSlugs';

/** /{coin}-mining.html and /cloud-mining-2020.html: a static article (slug from the path), then the others. */
export function ArticlePage() {
  const { pathname } = useLocation();
  return (
    <PageFrame
      slug={slugOfPath(pathname)}
      render={(page) => (
        <>
          <PageHero page={page} />
          <Container size="md" pb="xl" component="article" aria-labelledby="page-title">
            <Stack gap="xl">
              <PageBody introHtml={page.introHtml} sections={page.sections} />
              <Divider />
              <OtherArticles currentSlug={page.slug} />
            </Stack>
          </Container>
        </>
      )}
    />
  );
}
