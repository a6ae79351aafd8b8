import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PagedList } from '../../components/PagedList';
import { PageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/SearchBox';
import { usePagedSearch } from '../../lib/usePagedSearch';
import { AuditTable } from './AuditTable';
import { AUDIT_LOG_QUERY, FUNDS_AUDIT_LOG_QUERY } from './queries';

/** Each domain keeps its own append-only log in its own database (DESIGN.md §3): one tab each. */
type AuditDomain = 'identity' | 'funds';

/** /control/audit/list.html: every audited admin action, newest first, searchable and paged. */
export function AuditListPage() {
  const { t } = useTranslation();
  const [domain, setDomain] = useState<AuditDomain>('identity');
  const { text, onTextChange, variables, setPage } = usePagedSearch();
  const identity = useQuery(AUDIT_LOG_QUERY, {
    variables,
    fetchPolicy: 'cache-and-network',
    skip: domain !== 'identity',
  });
  const funds = useQuery(FUNDS_AUDIT_LOG_QUERY, {
    variables,
    fetchPolicy: 'cache-and-network',
    skip: domain !== 'funds',
  });
  const result =
    domain === 'identity'
      ? (identity.data ?? identity.previousData)?.auditLog
      : (funds.data ?? funds.previousData)?.fundsAuditLog;
  const error = domain === 'identity' ? identity.error : funds.error;

  return (
    <Stack gap="md" data-testid="audit-page">
      <PageTitle label={t('audit.title')} />
      <Breadcrumbs trail={[{ label: t('audit.title') }]} />
      <Title order={2}>{t('audit.title')}</Title>
      <SegmentedControl
        value={domain}
        onChange={(value) => setDomain(value === 'funds' ? 'funds' : 'identity')}
        data={[
          { value: 'identity', label: t('audit.domains.identity') },
          { value: 'funds', label: t('audit.domains.funds') },
        ]}
        maw={420}
        data-testid="audit-domain"
      />
      <SearchBox
        value={text}
        onChange={onTextChange}
        placeholder={t(domain === 'identity' ? 'audit.searchPlaceholder' : 'audit.fundsSearchPlaceholder')}
        testId="audit-search"
      />
      <PagedList result={result} error={error} page={variables.page} onPageChange={setPage} testId="audit">
        {result !== undefined && <AuditTable entries={result.items} />}
      </PagedList>
    </Stack>
  );
}
