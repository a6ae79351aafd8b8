import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { useRetryWhileUnavailable } from '@mc/client';
import { useTranslation } from 'react-i18next';
import { useMarkRenderFailed } from '../ssr/pageHead';

interface ErrorStateProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The query's error: when it only says a part of the platform is away, the block retries by itself. */
  error?: unknown;
}

/**
 * The box shown when a query fails, with a way to try again. A failure that only means a service is away
 * for a moment (issue 26) shows as a yellow "unavailable, retrying" block that retries on its own with a
 * growing wait, while the rest of the page goes on working; anything else is the red box.
 */
export function ErrorState({ title, message, retryLabel, onRetry, error }: ErrorStateProps) {
  const { t } = useTranslation();
  // On the server: a render with a failed query is refused, so the store keeps no error page for guests.
  useMarkRenderFailed();
  const unavailable = useRetryWhileUnavailable(error, onRetry);
  if (unavailable) {
    return (
      <Alert color="yellow" variant="light" title={title} role="status" data-testid="query-unavailable">
        <Group gap="xs" wrap="nowrap" mb="sm">
          <Loader size="xs" color="yellow" />
          <Text size="sm">{t('session.retrying')}</Text>
        </Group>
        <Button size="xs" variant="default" onClick={onRetry}>
          {retryLabel}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title={title} role="alert" data-testid="query-error">
      <Text size="sm" mb="sm">
        {message}
      </Text>
      <Button size="xs" color="red" variant="outline" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Alert>
  );
}
