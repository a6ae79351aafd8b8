import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../ui/ErrorState';
import { formatDate } from '../ui/format';
import { FormErrors } from '../ui/FormErrors';
import { LoadingState } from '../ui/LoadingState';
import { useFormAction } from '@mc/client';
import { MY_MESSAGES_QUERY, type Message } from './queries';
import { useDismissMessage } from './useDismissMessage';

/**
 * The "Messages" card of /user/index.html: the operators' messages not dismissed yet, newest first,
 * each with Dismiss. Messages arriving live join it (LiveMessages refetches the list).
 */
export function MessagesCard() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(MY_MESSAGES_QUERY, { fetchPolicy: 'cache-and-network' });
  const dismiss = useDismissMessage();
  const { run, errors } = useFormAction();
  const [dismissing, setDismissing] = useState<string | null>(null);

  const dismissOne = (id: string) => {
    setDismissing(id);
    void run(() => dismiss(id)).finally(() => setDismissing(null));
  };

  const messages = data?.myMessages;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="messages-card">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('messages.title')}
        </Title>
        {messages ? (
          messages.length === 0 ? (
            <Text c="dimmed" size="sm" data-testid="messages-empty">
              {t('messages.empty')}
            </Text>
          ) : (
            <Stack gap="xs">
              {messages.map((message) => (
                <MessageRow
                  key={message.id}
                  message={message}
                  dismissing={dismissing === message.id}
                  disabled={dismissing !== null}
                  onDismiss={() => dismissOne(message.id)}
                />
              ))}
            </Stack>
          )
        ) : error ? (
          <ErrorState
            error={error}
            title={t('messages.loadErrorTitle')}
            message={t('messages.loadError')}
            retryLabel={t('session.retry')}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : (
          <LoadingState label={t('messages.loading')} />
        )}
        <FormErrors errors={errors} />
      </Stack>
    </Paper>
  );
}

interface MessageRowProps {
  message: Message;
  dismissing: boolean;
  disabled: boolean;
  onDismiss: () => void;
}

function MessageRow({ message, dismissing, disabled, onDismiss }: MessageRowProps) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="message-row" data-message-id={message.id}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Text size="xs" c="dimmed" data-testid="message-date">
              {formatDate(message.createdAt, i18n.language, true)}
            </Text>
            {message.type === 'POPUP' && (
              <Badge size="xs" variant="light">
                {t('messages.important')}
              </Badge>
            )}
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-body">
            {message.body}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="default"
          loading={dismissing}
          disabled={disabled && !dismissing}
          onClick={onDismiss}
          data-testid="message-dismiss"
        >
          {t('messages.dismiss')}
        </Button>
      </Group>
    </Paper>
  );
}
