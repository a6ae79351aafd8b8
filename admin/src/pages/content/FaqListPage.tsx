import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, SegmentedControl, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PagedList } from '../../components/PagedList';
import { PageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/SearchBox';
import { mayEditContent } from '../../lib/contentRoles';
import { useDateTimeFormat } from '../../lib/format';
import { usePagedSearch } from '../../lib/usePagedSearch';
import { faqCreatePath, faqEntryPath } from '../../paths';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import { ContentSourceBadge, NO_WRAP } from './ContentSourceBadge';
import { FAQ_GROUPS, FAQ_QUERY, isFaqGroup, type FaqEntryRow } from './faqQueries';
import { LanguagePicker } from './LanguagePicker';
import { localPage } from './localPage';
import { useContentLanguage } from './useContentLanguage';
import { useFaqGroup } from './useFaqGroup';

/** /control/content/faq/list.html: one FAQ group in one language, by position, searchable. */
export function FaqListPage() {
  const { t } = useTranslation();
  const editable = mayEditContent(useSignedInAdmin());
  const [language, setLanguage] = useContentLanguage();
  const [group, setGroup] = useFaqGroup();
  const { text, onTextChange, variables, setPage } = usePagedSearch();
  const { data, previousData, error } = useQuery(FAQ_QUERY, {
    variables: { group, language },
    fetchPolicy: 'cache-and-network',
  });
  const entries = (data ?? previousData)?.faq;
  const result =
    entries === undefined
      ? undefined
      : localPage(entries, (entry) => [entry.key, entry.question], variables.search, variables.page);

  return (
    <Stack gap="md" data-testid="faq-page">
      <PageTitle label={t('content.faq.title')} />
      <Breadcrumbs trail={[{ label: t('content.faq.title') }]} />
      <Group justify="space-between">
        <Title order={2}>{t('content.faq.title')}</Title>
        {editable && (
          <Button component={Link} to={faqCreatePath(group, language)} data-testid="faq-create-link">
            {t('content.faq.add')}
          </Button>
        )}
      </Group>
      <Group gap="md">
        <SegmentedControl
          value={group}
          onChange={(chosen) => {
            if (isFaqGroup(chosen)) setGroup(chosen);
          }}
          data={FAQ_GROUPS.map((each) => ({ value: each, label: t(`content.faq.groups.${each}`) }))}
          aria-label={t('content.faq.group')}
          data-testid="faq-group"
        />
        <LanguagePicker value={language} onChange={setLanguage} />
      </Group>
      <SearchBox
        value={text}
        onChange={onTextChange}
        placeholder={t('content.faq.searchPlaceholder')}
        testId="faq-search"
      />
      <PagedList result={result} error={error} page={variables.page} onPageChange={setPage} testId="faq">
        {result !== undefined && <FaqTable entries={result.items} />}
      </PagedList>
    </Stack>
  );
}

function FaqTable({ entries }: { entries: readonly FaqEntryRow[] }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover data-testid="faq-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th ta="right">{t('content.faq.position')}</Table.Th>
            <Table.Th>{t('content.faq.key')}</Table.Th>
            <Table.Th>{t('content.faq.question')}</Table.Th>
            <Table.Th ta="right">{t('content.version')}</Table.Th>
            <Table.Th>{t('content.sourceLabel')}</Table.Th>
            <Table.Th>{t('content.published')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.key} data-testid="faq-row" data-key={entry.key}>
              <Table.Td ta="right">{entry.position}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={faqEntryPath(entry.group, entry.key, entry.language)}
                  ff="monospace"
                  size="sm"
                  data-testid="faq-row-link"
                >
                  {entry.key}
                </Anchor>
              </Table.Td>
              <Table.Td>{entry.question}</Table.Td>
              <Table.Td ta="right">{entry.version}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <ContentSourceBadge source={entry.source} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatTime(entry.publishedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
