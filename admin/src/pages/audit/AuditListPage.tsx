import { SegmentedControl, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PagedList } from '../../components/PagedList';
import { PageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/SearchBox';
import { usePagedSearch } from '../../lib/usePagedSearch';
import { AuditTable } from './AuditTable';
import { AUDIT_DOMAINS, useDomainAuditLog, type AuditDomain } from './useDomainAuditLog';

const isAuditDomain = (value: string): value is AuditDomain => (AUDIT_DOMAINS as readonly string[]).includes(value);

/** /control/audit/list.html: every audited admin action, newest first, searchable and paged. */
export function AuditListPage() {
  const { t } = useTranslation();
  const [domain, setDomain] = useState<AuditDomain>('identity');
  const { text, onTextChange, variables, setPage } = usePagedSearch();
  const { result, error } = useDomainAuditLog(domain, variables);

  return (
    <Stack gap="md" data-testid="audit-page">
      <PageTitle label={t('audit.title')} />
      <Breadcrumbs trail={[{ label: t('audit.title') }]} />
      <Title order={2}>{t('audit.title')}</Title>
      <SegmentedControl
        value={domain}
        onChange={(value) => setDomain(isAuditDomain(value) ? value : 'identity')}
        data={AUDIT_DOMAINS.map((value) => ({ value, label: t(`audit.domains.${value}`) }))}
        maw={640}
        data-testid="audit-domain"
      />
      <SearchBox
        value={text}
        onChange={onTextChange}
        placeholder={t(domain === 'identity' ? 'audit.searchPlaceholder' : 'audit.domainSearchPlaceholder')}
        testId="audit-search"
      />
      <PagedList result={result} error={error} page={variables.page} onPageChange={setPage} testId="audit">
        {result !== undefined && <AuditTable entries={result.items} />}
      </PagedList>
    </Stack>
  );
}
