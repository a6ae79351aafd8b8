import { useQuery } from '@apollo/client/react';
import { Anchor, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PagedList } from '../../components/PagedList';
import { PageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/SearchBox';
import { useDateTimeFormat } from '../../lib/format';
import { usePagedSearch } from '../../lib/usePagedSearch';
import { contentPagePath } from '../../paths';
import { ContentSourceBadge, NO_WRAP } from './ContentSourceBadge';
import { LanguagePicker } from './LanguagePicker';
import { localPage } from './localPage';
import { CONTENT_PAGES_QUERY, type ContentPageRow } from './queries';
import { useContentLanguage } from './useContentLanguage';

/** /control/content/pages/list.html: every published page of one language, searchable by slug and title. */
export function ContentPagesListPage() {
  const { t } = useTranslation();
  const [language, setLanguage] = useContentLanguage();
  const { text, onTextChange, variables, setPage } = usePagedSearch();
  const { data, previousData, error } = useQuery(CONTENT_PAGES_QUERY, {
    variables: { language },
    fetchPolicy: 'cache-and-network',
  });
  const answer = data ?? previousData;
  const rows = answer === undefined ? undefined : [...answer.site, ...answer.legal, ...answer.articles];
  const result =
    rows === undefined
      ? undefined
      : localPage(rows, (row) => [row.slug, row.title, row.path], variables.search, variables.page);

  return (
    <Stack gap="md" data-testid="content-pages-page">
      <PageTitle label={t('content.pages.title')} />
      <Breadcrumbs trail={[{ label: t('content.pages.title') }]} />
      <Title order={2}>{t('content.pages.title')}</Title>
      <LanguagePicker
        value={language}
        onChange={(next) => {
          setPage(1);
          setLanguage(next);
        }}
      />
      <SearchBox
        value={text}
        onChange={onTextChange}
        placeholder={t('content.pages.searchPlaceholder')}
        testId="content-pages-search"
      />
      <PagedList result={result} error={error} page={variables.page} onPageChange={setPage} testId="content-pages">
        {result !== undefined && <ContentPagesTable pages={result.items} language={language} />}
      </PagedList>
    </Stack>
  );
}

function ContentPagesTable({ pages, language }: { pages: readonly ContentPageRow[]; language: string }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover data-testid="content-pages-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('content.pages.slug')}</Table.Th>
            <Table.Th>{t('content.pages.kind')}</Table.Th>
            <Table.Th>{t('content.pages.pageTitle')}</Table.Th>
            <Table.Th ta="right">{t('content.version')}</Table.Th>
            <Table.Th>{t('content.sourceLabel')}</Table.Th>
            <Table.Th>{t('content.published')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pages.map((page) => (
            <Table.Tr key={page.slug} data-testid="content-pages-row" data-slug={page.slug}>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={contentPagePath(page.slug, language)}
                  ff="monospace"
                  size="sm"
                  data-testid="content-pages-row-link"
                >
                  {page.slug}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`content.kind.${page.kind}`)}</Table.Td>
              <Table.Td>{page.title}</Table.Td>
              <Table.Td ta="right">{page.version}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <ContentSourceBadge source={page.source} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatTime(page.publishedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
