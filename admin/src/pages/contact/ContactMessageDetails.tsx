import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldsTable } from '../../components/FieldsTable';
import { adminDisplayName } from '../../graphql/admin';
import { useDateTimeFormat } from '../../lib/format';
import { ContactStatusBadge } from './ContactStatusBadge';
import type { ContactMessageDetail } from './queries';

/** Every field the visitor sent and what the platform recorded with it; the body as plain text. */
export function ContactMessageDetails({ message }: { message: ContactMessageDetail }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const handled =
    message.handledAt === null || message.handledAt === undefined
      ? '—'
      : [formatTime(message.handledAt), message.handledBy ? adminDisplayName(message.handledBy) : null]
          .filter(Boolean)
          .join(' · ');
  return (
    <FieldsTable
      testId="contact-message-fields"
      rows={[
        { label: t('contact.fields.name'), value: message.name, testId: 'contact-field-name' },
        { label: t('contact.fields.email'), value: message.email, testId: 'contact-field-email' },
        { label: t('contact.fields.phone'), value: message.phone, testId: 'contact-field-phone' },
        { label: t('contact.fields.subject'), value: message.subject, testId: 'contact-field-subject' },
        { label: t('contact.fields.body'), value: <MessageBody body={message.body} />, testId: 'contact-field-body' },
        { label: t('contact.fields.language'), value: message.language, testId: 'contact-field-language' },
        { label: t('contact.fields.ip'), value: message.ip, testId: 'contact-field-ip' },
        {
          label: t('contact.fields.receivedAt'),
          value: formatTime(message.receivedAt),
          testId: 'contact-field-received',
        },
        { label: t('contact.statusLabel'), value: <ContactStatusBadge status={message.status} /> },
        { label: t('contact.fields.handled'), value: handled, testId: 'contact-field-handled' },
      ]}
    />
  );
}

/** The visitor's text exactly as sent (never rendered as HTML); the body is optional. */
function MessageBody({ body }: { body: string | null | undefined }) {
  const { t } = useTranslation();
  if (body === null || body === undefined || body === '')
    return (
      <Text size="sm" c="dimmed">
        {t('contact.noBody')}
      </Text>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {body}
    </Text>
  );
}

/** The replies admins e-mailed, oldest first. */
export function ContactReplies({ message }: { message: ContactMessageDetail }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  if (message.replies.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="contact-no-replies">
        {t('contact.noReplies')}
      </Text>
    );
  return (
    <Stack gap="sm" maw={760}>
      {message.replies.map((reply) => (
        <Paper key={reply.id} withBorder p="sm" radius="md" data-testid="contact-reply">
          <Text size="xs" c="dimmed" mb={4}>
            {t('contact.replyBy', { admin: adminDisplayName(reply.admin), at: formatTime(reply.sentAt) })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="contact-reply-body">
            {reply.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
