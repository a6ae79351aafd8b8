import { Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PagedList } from '../../components/PagedList';
import { PageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/SearchBox';
import { usePagedSearch } from '../../lib/usePagedSearch';
import { AuditTable } from './AuditTable';
import { AUDIT_LOG_QUERY } from './queries';

/** /control/audit/list.html: every audited admin action, newest first, searchable and paged. */
export function AuditListPage() {
  const { t } = useTranslation();
  const { text, onTextChange, variables, setPage } = usePagedSearch();
  const { data, previousData, error } = useQuery(AUDIT_LOG_QUERY, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.auditLog;

  return (
    <Stack gap="md" data-testid="audit-page">
      <PageTitle label={t('audit.title')} />
      <Breadcrumbs trail={[{ label: t('audit.title') }]} />
      <Title order={2}>{t('audit.title')}</Title>
      <SearchBox
        value={text}
        onChange={onTextChange}
        placeholder={t('audit.searchPlaceholder')}
        testId="audit-search"
      />
      <PagedList result={result} error={error} page={variables.page} onPageChange={setPage} testId="audit">
        {result !== undefined && <AuditTable entries={result.items} />}
      </PagedList>
    </Stack>
  );
}
