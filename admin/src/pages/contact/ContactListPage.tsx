import { useQuery } from '@apollo/client/react';
import { Anchor, Box, Group, NativeSelect, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PagedList } from '../../components/PagedList';
import { PageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/SearchBox';
import type { ContactMessageStatus } from '../../graphql/generated/graphql';
import { useDateTimeFormat } from '../../lib/format';
import { usePagedSearch } from '../../lib/usePagedSearch';
import { contactMessagePath } from '../../paths';
import { CONTACT_STATUSES, ContactStatusBadge, isContactStatus } from './ContactStatusBadge';
import { CONTACT_MESSAGES_QUERY, type ContactMessageRow } from './queries';

/** /control/contact/list.html: the contact form's messages, newest first, searchable, by status. */
export function ContactListPage() {
  const { t } = useTranslation();
  const { text, onTextChange, variables, setPage } = usePagedSearch();
  const [status, setStatus] = useState<ContactMessageStatus | null>(null);
  const { data, previousData, error } = useQuery(CONTACT_MESSAGES_QUERY, {
    variables: { ...variables, status },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.contactMessages;

  return (
    <Stack gap="md" data-testid="contact-page">
      <PageTitle label={t('contact.title')} />
      <Breadcrumbs trail={[{ label: t('contact.title') }]} />
      <Title order={2}>{t('contact.title')}</Title>
      <Group gap="md" align="flex-end">
        <Box flex={1} maw={420}>
          <SearchBox
            value={text}
            onChange={onTextChange}
            placeholder={t('contact.searchPlaceholder')}
            testId="contact-search"
          />
        </Box>
        <NativeSelect
          aria-label={t('contact.statusLabel')}
          value={status ?? ''}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            setStatus(isContactStatus(chosen) ? chosen : null);
            setPage(1);
          }}
          data={[
            { value: '', label: t('contact.allStatuses') },
            ...CONTACT_STATUSES.map((each) => ({ value: each, label: t(`contact.status.${each}`) })),
          ]}
          w={200}
          data-testid="contact-status-filter"
        />
      </Group>
      <PagedList result={result} error={error} page={variables.page} onPageChange={setPage} testId="contact">
        {result !== undefined && <ContactMessagesTable messages={result.items} />}
      </PagedList>
    </Stack>
  );
}

function ContactMessagesTable({ messages }: { messages: readonly ContactMessageRow[] }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover data-testid="contact-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('contact.fields.receivedAt')}</Table.Th>
            <Table.Th>{t('contact.fields.name')}</Table.Th>
            <Table.Th>{t('contact.fields.email')}</Table.Th>
            <Table.Th>{t('contact.fields.subject')}</Table.Th>
            <Table.Th>{t('contact.fields.language')}</Table.Th>
            <Table.Th>{t('contact.statusLabel')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message.id} data-testid="contact-row" data-id={message.id}>
              <Table.Td>{formatTime(message.receivedAt)}</Table.Td>
              <Table.Td>{message.name}</Table.Td>
              <Table.Td>{message.email}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={contactMessagePath(message.id)} size="sm" data-testid="contact-row-link">
                  {message.subject}
                </Anchor>
              </Table.Td>
              <Table.Td ff="monospace">{message.language}</Table.Td>
              <Table.Td>
                <ContactStatusBadge status={message.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
