import { useTranslation } from 'react-i18next';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';

/** What a trading screen shows before its data: the error with a retry, else the loading state. */
export function LoadFallback({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return error ? (
    <ErrorState
      error={error}
      title={t('trading.loadErrorTitle')}
      message={t('trading.loadError')}
      retryLabel={t('session.retry')}
      onRetry={onRetry}
    />
  ) : (
    <LoadingState label={t('trading.loading')} />
  );
}
