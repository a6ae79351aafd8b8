import { useQuery } from '@apollo/client/react';
import { Anchor, List, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClientState } from '../state/clientState';
import { ARTICLE_LIST_QUERY } from './queries';

/** The other published articles in the visitor's language, as links, under an article. */
export function OtherArticles({ currentSlug }: { currentSlug: string }) {
  const { t } = useTranslation();
  const { language } = useClientState();
  const { data } = useQuery(ARTICLE_LIST_QUERY, { variables: { language } });
  const others = data?.pages.filter((article) => article.slug !== currentSlug);
  // A failed list leaves the article itself readable: the list is a way on, not the content.
  if (others?.length === 0) return null;
  return (
    <Stack gap="sm" component="nav" aria-labelledby="other-articles-title" data-testid="other-articles">
      <Title order={2} id="other-articles-title" size="h3">
        {t('content.otherArticles')}
      </Title>
      {others ? (
        <List spacing={6}>
          {others.map((article) => (
            <List.Item key={article.slug}>
              <Anchor component={Link} to={article.path} data-testid="other-article">
                {article.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : (
        <Skeleton height={120} aria-hidden="true" />
      )}
    </Stack>
  );
}
