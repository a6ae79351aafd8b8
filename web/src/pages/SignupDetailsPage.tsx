import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../chrome/usePageTitle';
import { DetailsForm } from '../signup/DetailsForm';
import { SIGNUP_DETAILS_QUERY } from '../signup/queries';
import { SignupWizard } from '../signup/SignupWizard';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';

export function SignupDetailsPage() {
  const { t } = useTranslation();
  usePageTitle(t('signup.details.title'));
  const { data, error, refetch } = useQuery(SIGNUP_DETAILS_QUERY);
  return (
    <SignupWizard step={2} heading={t('signup.details.heading')}>
      {error ? (
        <ErrorState
          error={error}
          title={t('session.loadErrorTitle')}
          message={t('session.loadError')}
          retryLabel={t('session.retry')}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : data?.me ? (
        <DetailsForm details={data.me} />
      ) : (
        <LoadingState label={t('session.loading')} />
      )}
    </SignupWizard>
  );
}
