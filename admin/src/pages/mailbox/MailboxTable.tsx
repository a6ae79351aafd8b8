import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../lib/format';
import { DeliveryState } from './DeliveryState';
import type { MailboxMessage } from './queries';

interface MailboxTableProps {
  messages: readonly MailboxMessage[];
  /** A row click opens the message. */
  onOpen: (message: MailboxMessage) => void;
}

/** One page of the mailbox. */
export function MailboxTable({ messages, onOpen }: MailboxTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="mailbox-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('mailbox.time')}</Table.Th>
            <Table.Th>{t('mailbox.recipient')}</Table.Th>
            <Table.Th>{t('mailbox.subject')}</Table.Th>
            <Table.Th>{t('mailbox.kind')}</Table.Th>
            <Table.Th>{t('mailbox.delivery')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr
              key={message.id}
              onClick={() => onOpen(message)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onOpen(message);
                }
              }}
              tabIndex={0}
              style={{ cursor: 'pointer' }}
              data-testid="mailbox-row"
              data-id={message.id}
            >
              <Table.Td>{formatTime(message.createdAt)}</Table.Td>
              <Table.Td>{message.recipient}</Table.Td>
              <Table.Td>{message.subject}</Table.Td>
              <Table.Td ff="monospace">{message.kind}</Table.Td>
              <Table.Td>
                <DeliveryState message={message} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
