import { Alert, Button, Text } from '@mantine/core';
import { useMarkRenderFailed } from '../ssr/pageHead';

interface ErrorStateProps {
  title: string;
  message: string;
  retryLabel: string;
  onRetry: () => void;
}

/** The red box shown when a query fails, with a way to try again. */
export function ErrorState({ title, message, retryLabel, onRetry }: ErrorStateProps) {
  // On the server: a render with a failed query is refused, so the store keeps no error page for guests.
  useMarkRenderFailed();
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
