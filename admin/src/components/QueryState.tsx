import { useApolloClient } from '@apollo/client/react';
import { Alert, Center, Group, Loader, Text } from '@mantine/core';
import { useRetryWhileUnavailable } from '@mc/client';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Shown while a query is in flight. */
export function QueryLoader() {
  const { t } = useTranslation();
  return (
    <Center py="md" data-testid="query-loader">
      <Loader size="sm" aria-label={t('state.loading')} />
    </Center>
  );
}

interface QueryErrorProps {
  error: Error;
  /** Runs the failed query again; without it every active query of the page is read again. */
  onRetry?: () => unknown;
}

/**
 * The box shown when a query fails. A failure that only means a service is away for a moment (issue 26)
 * is a yellow "unavailable, retrying" block that retries by itself with a growing wait, while the rest of
 * the page goes on working; anything else is the red box with the server's or the network's message.
 */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const retryActive = useCallback(() => client.refetchQueries({ include: 'active' }), [client]);
  const unavailable = useRetryWhileUnavailable(error, onRetry ?? retryActive);
  if (unavailable) {
    const services = unavailable.services.join(', ');
    return (
      <Alert color="yellow" variant="light" title={t('state.unavailableTitle')} data-testid="query-unavailable">
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" color="yellow" />
          <Text size="sm">{services ? t('state.unavailableNamed', { services }) : t('state.unavailable')}</Text>
        </Group>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title={t('state.errorTitle')} data-testid="query-error">
      {error.message}
    </Alert>
  );
}
