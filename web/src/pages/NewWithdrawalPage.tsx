import { skipToken, useQuery } from '@apollo/client/react';
import { Divider, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FundsFrame } from '../funds/FundsFrame';
import { FUNDS_PATHS } from '../funds/paths';
import { BALANCES_QUERY } from '../funds/queries/balances';
import { WITHDRAWAL_RULES_QUERY } from '../funds/queries/withdrawals';
import { WithdrawalForm } from '../funds/withdrawals/WithdrawalForm';
import { ME_QUERY } from '../session/queries';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';
import { WithdrawalHistory } from './WithdrawalsPage';

/** /user/withdrawals/new.html: the form (with the published rules) plus the history (specification §2). */
export function NewWithdrawalPage() {
  const { t } = useTranslation();
  return (
    <FundsFrame
      testId="new-withdrawal-page"
      size="lg"
      title={t('funds.withdrawalForm.title')}
      heading={t('funds.withdrawalForm.heading')}
      intro={t('funds.withdrawalForm.intro')}
      back={{ to: FUNDS_PATHS.withdrawalList, label: t('funds.withdrawals.backToList') }}
    >
      <WithdrawalFormLoader />
      <Divider />
      <Title order={2} size="h4">
        {t('funds.withdrawals.heading')}
      </Title>
      <WithdrawalHistory />
    </FundsFrame>
  );
}

/** The form once the rules, the balances and the customer's identity state are read. */
function WithdrawalFormLoader() {
  const { t } = useTranslation();
  // Read again here: an identity check approved since the page was first loaded unlocks the form.
  const viewer = useQuery(ME_QUERY, { fetchPolicy: 'cache-and-network' }).data?.me;
  const rules = useQuery(
    WITHDRAWAL_RULES_QUERY,
    viewer ? { variables: { currency: viewer.currency }, fetchPolicy: 'cache-and-network' } : skipToken,
  );
  const balances = useQuery(BALANCES_QUERY, { fetchPolicy: 'cache-and-network' });
  const ruleList = rules.data?.withdrawalRules;
  const money = balances.data?.me?.balances;
  if (ruleList && money && viewer) {
    if (ruleList.length === 0)
      return (
        <ErrorState
          title={t('funds.withdrawalForm.noRulesTitle')}
          message={t('funds.withdrawalForm.noRules')}
          retryLabel={t('session.retry')}
          onRetry={() => void rules.refetch().catch(() => undefined)}
        />
      );
    return <WithdrawalForm rules={ruleList} balances={money} identityApproved={viewer.identityCheck === 'APPROVED'} />;
  }
  if (rules.error || balances.error) {
    const retry = () => {
      void rules.refetch().catch(() => undefined);
      void balances.refetch().catch(() => undefined);
    };
    return (
      <ErrorState
        error={balances.error ?? rules.error}
        title={t('funds.withdrawalForm.loadErrorTitle')}
        message={t('funds.withdrawalForm.loadError')}
        retryLabel={t('session.retry')}
        onRetry={retry}
      />
    );
  }
  return <LoadingState label={t('funds.withdrawalForm.loading')} />;
}
