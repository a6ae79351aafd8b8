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
import { AUDIT_LOG_QUERY, CONTENT_AUDIT_LOG_QUERY, FUNDS_AUDIT_LOG_QUERY } from './queries';

/** Each domain keeps its own append-only log in its own database (DESIGN.md §3): one tab each. */
type AuditDomain = 'identity' | 'funds' | 'content';

const isAuditDomain = (value: string): value is AuditDomain =>
  value === 'identity' || value === 'funds' || value === 'content';

/** What each log's search matches. */
const SEARCH_PLACEHOLDERS = {
  identity: 'audit.searchPlaceholder',
  funds: 'audit.fundsSearchPlaceholder',
  content: 'audit.contentSearchPlaceholder',
} as const satisfies Record<AuditDomain, string>;

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
  const content = useQuery(CONTENT_AUDIT_LOG_QUERY, {
    variables,
    fetchPolicy: 'cache-and-network',
    skip: domain !== 'content',
  });
  const { result, error } = {
    identity: { result: (identity.data ?? identity.previousData)?.auditLog, error: identity.error },
    funds: { result: (funds.data ?? funds.previousData)?.fundsAuditLog, error: funds.error },
    content: { result: (content.data ?? content.previousData)?.contentAuditLog, error: content.error },
  }[domain];

  return (
    <Stack gap="md" data-testid="audit-page">
      <PageTitle label={t('audit.title')} />
      <Breadcrumbs trail={[{ label: t('audit.title') }]} />
      <Title order={2}>{t('audit.title')}</Title>
      <SegmentedControl
        value={domain}
        onChange={(value) => {
          if (isAuditDomain(value)) setDomain(value);
        }}
        data={[
          { value: 'identity', label: t('audit.domains.identity') },
          { value: 'funds', label: t('audit.domains.funds') },
          { value: 'content', label: t('audit.domains.content') },
        ]}
        maw={640}
        data-testid="audit-domain"
      />
      <SearchBox
        value={text}
        onChange={onTextChange}
        placeholder={t(SEARCH_PLACEHOLDERS[domain])}
        testId="audit-search"
      />
      <PagedList result={result} error={error} page={variables.page} onPageChange={setPage} testId="audit">
        {result !== undefined && <AuditTable entries={result.items} />}
      </PagedList>
    </Stack>
  );
}
