import { Alert, Center, Loader } from '@mantine/core';
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
}

/** The red box shown when a query fails; the message comes from the server or the network. */
export function QueryError({ error }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={t('state.errorTitle')} data-testid="query-error">
      {error.message}
    </Alert>
  );
}
