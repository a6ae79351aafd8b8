import { useQuery } from '@apollo/client/react';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../chrome/usePageTitle';
import { DeclinedReason } from '../identity/DeclinedReason';
import { IdentityUploadForm } from '../identity/IdentityUploadForm';
import { VERIFICATION_QUERY, type VerificationState } from '../identity/queries';
import { VerificationCompleted, VerificationInProgress } from '../identity/VerificationStatus';
import { PATHS } from '../session/paths';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';

/**
 * /user/auth/verification.html (specification §3): the upload form while nothing is submitted,
 * 'Verification In Progress' with the images while they await review, 'Verification Completed' once approved.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  usePageTitle(t('identity.verification.title'));
  // A reviewer may have decided since the last visit: the cached state is shown, then refreshed.
  const { data, error, refetch } = useQuery(VERIFICATION_QUERY, { fetchPolicy: 'cache-and-network' });
  const state = data?.me;
  return (
    <Container size="sm" py="xl" data-testid="verification-page">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('identity.verification.heading')}
          </Title>
          {state ? (
            <VerificationContent state={state} />
          ) : error ? (
            <ErrorState
              error={error}
              title={t('session.loadErrorTitle')}
              message={t('session.loadError')}
              retryLabel={t('session.retry')}
              onRetry={() => void refetch().catch(() => undefined)}
            />
          ) : (
            <LoadingState label={t('session.loading')} />
          )}
          <Anchor component={Link} to={PATHS.userHome} size="sm" data-testid="verification-back">
            {t('identity.verification.back')}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

function VerificationContent({ state }: { state: VerificationState }) {
  const { t } = useTranslation();
  switch (state.identityCheck) {
    case 'APPROVED':
      return <VerificationCompleted />;
    case 'AWAITING_REVIEW':
      return <VerificationInProgress documents={state.identityDocuments} />;
    case 'NOT_SUBMITTED':
      return (
        <Stack gap="md" data-testid="verification-not-submitted">
          <DeclinedReason reason={state.identityCheckDeclineReason} />
          {state.identityCheckSkipped && (
            <Text size="sm" c="dimmed" data-testid="verification-skipped-note">
              {t('identity.verification.skippedNote')}
            </Text>
          )}
          <Text>{t('identity.verification.intro')}</Text>
          {/* Once accepted, the cached state awaits review and this page shows it in place of the form. */}
          <IdentityUploadForm />
        </Stack>
      );
  }
}
