import { Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PagedList } from '../../components/PagedList';
import { PageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/SearchBox';
import { usePagedSearch } from '../../lib/usePagedSearch';
import { MailboxMessageModal } from './MailboxMessageModal';
import { MailboxTable } from './MailboxTable';
import { MAILBOX_QUERY, type MailboxMessage } from './queries';

/** /control/mailbox/list.html: every e-mail the platform sent or keeps, searchable and paged. */
export function MailboxListPage() {
  const { t } = useTranslation();
  const { text, onTextChange, variables, setPage } = usePagedSearch();
  const { data, previousData, error } = useQuery(MAILBOX_QUERY, {
    variables,
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.mailbox;
  const [opened, setOpened] = useState<MailboxMessage | null>(null);

  return (
    <Stack gap="md" data-testid="mailbox-page">
      <PageTitle label={t('mailbox.title')} />
      <Breadcrumbs trail={[{ label: t('mailbox.title') }]} />
      <Title order={2}>{t('mailbox.title')}</Title>
      <SearchBox
        value={text}
        onChange={onTextChange}
        placeholder={t('mailbox.searchPlaceholder')}
        testId="mailbox-search"
      />
      <PagedList result={result} error={error} page={variables.page} onPageChange={setPage} testId="mailbox">
        {result !== undefined && <MailboxTable messages={result.items} onOpen={setOpened} />}
      </PagedList>
      <MailboxMessageModal message={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
