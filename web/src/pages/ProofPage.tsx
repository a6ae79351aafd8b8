import { useQuery } from '@apollo/client/react';
import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FundsFrame } from '../funds/FundsFrame';
import { FUNDS_PATHS } from '../funds/paths';
import { ProofDetails } from '../funds/proof/ProofDetails';
import { useInclusionCheck } from '../funds/proof/useInclusionCheck';
import { PROOF_QUERY, type InclusionProof, type PublishedProof } from '../funds/queries/proof';
import { ErrorState } from '../ui/ErrorState';
import { formatDate } from '../ui/format';
import { LoadingState } from '../ui/LoadingState';

/**
 * /user/proof.html: the latest published proof of liabilities and the customer's own leaf in it,
 * checked here in the browser (DESIGN.md §6).
 */
export function ProofPage() {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useQuery(PROOF_QUERY, { fetchPolicy: 'cache-and-network' });
  const published = data?.latestLiabilityProof;
  const inclusion = data?.me?.liabilityProof;

  return (
    <FundsFrame
      testId="proof-page"
      size="md"
      title={t('funds.proof.title')}
      heading={t('funds.proof.heading')}
      intro={t('funds.proof.intro')}
      back={{ to: FUNDS_PATHS.statement, label: t('funds.proof.backToStatement') }}
    >
      {!data ? (
        error ? (
          <ErrorState
            error={error}
            title={t('funds.proof.loadErrorTitle')}
            message={t('funds.proof.loadError')}
            retryLabel={t('session.retry')}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : (
          <LoadingState label={t('funds.proof.loading')} />
        )
      ) : !published ? (
        <Text ta="center" c="dimmed" fw={600} py="lg" data-testid="proof-empty">
          {t('funds.proof.empty')}
        </Text>
      ) : !inclusion || !data.me ? (
        <Alert color="gray" variant="light" data-testid="proof-not-included">
          {t('funds.proof.notIncluded', { date: formatDate(published.publishedAt, i18n.language, true) })}
        </Alert>
      ) : (
        <CheckedInclusion userId={data.me.id} inclusion={inclusion} published={published} />
      )}
    </FundsFrame>
  );
}

function CheckedInclusion({
  userId,
  inclusion,
  published,
}: {
  userId: string;
  inclusion: InclusionProof;
  published: PublishedProof;
}) {
  const { t, i18n } = useTranslation();
  const check = useInclusionCheck(userId, inclusion, published);
  const date = formatDate(published.publishedAt, i18n.language, true);
  return (
    <>
      {check === 'checking' && <LoadingState label={t('funds.proof.checking')} />}
      {check === 'verified' && (
        <Alert
          color="green"
          variant="light"
          role="status"
          title={t('funds.proof.verifiedTitle')}
          data-testid="proof-verified"
        >
          {t('funds.proof.verified', { date })}
        </Alert>
      )}
      {check === 'failed' && (
        <Alert color="red" variant="light" role="alert" title={t('funds.proof.failedTitle')} data-testid="proof-failed">
          {t('funds.proof.failed', { date })}
        </Alert>
      )}
      {check === 'unavailable' && (
        <Alert color="yellow" variant="light" role="alert" data-testid="proof-unavailable">
          {t('funds.proof.unavailable')}
        </Alert>
      )}
      <ProofDetails inclusion={inclusion} published={published} />
    </>
  );
}
