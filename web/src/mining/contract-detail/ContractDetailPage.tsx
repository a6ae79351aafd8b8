import { useQuery } from '@apollo/client/react';
import { Divider, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { toApiErrors } from '@mc/client';
import { contractName } from '../../funds/deposits/depositLabel';
import { FundsFrame } from '../../funds/FundsFrame';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingState } from '../../ui/LoadingState';
import { AccrualHistory } from './AccrualHistory';
import { BoosterPanel } from './BoosterPanel';
import { ContractTerms } from './ContractTerms';
import { LoanPanel } from './LoanPanel';
import { PledgePanel } from './PledgePanel';
import { CONTRACT_DETAIL_QUERY, type ContractDetail } from './queries';

export const CONTRACTS_PATH = '/user/mining/contracts.html';
export const contractPath = (id: string) => `/user/mining/contracts/${id}`;
const PAGE_SIZE = 10;
/** While funds is opening or settling a loan, or a reinvestment awaits its confirmation, the page asks again. */
const WAITING_POLL_MS = 1_500;

/**
 * /user/mining/contracts/{id}: one contract's terms, its daily payouts, the Income Booster with its
 * estimate, pledging and the loan against it. Only its owner sees it (others: Contract Not Found).
 */
export function ContractDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const [polling, setPolling] = useState(false);
  const { data, error, refetch } = useQuery(CONTRACT_DETAIL_QUERY, {
    variables: { id, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    pollInterval: polling ? WAITING_POLL_MS : 0,
  });
  const contract = data?.contract;
  const waiting = contract ? awaitsFunds(contract) : false;
  if (waiting !== polling) setPolling(waiting);
  const reload = () => void refetch().catch(() => undefined);
  const notFound = error && toApiErrors(error).some((each) => each.reason === 'CONTRACT_NOT_FOUND');
  return (
    <FundsFrame
      testId="contract-page"
      size="lg"
      title={t('contractDetail.title')}
      heading={contract ? contractName(contract, t) : t('contractDetail.heading')}
      back={{ to: CONTRACTS_PATH, label: t('contractDetail.back') }}
    >
      {contract ? (
        <>
          <ContractTerms contract={contract} />
          <Divider />
          <AccrualHistory contract={contract} onPage={setPage} />
          <Divider />
          <BoosterPanel contract={contract} canChange={contract.status === 'MINING' || contract.status === 'STOPPED'} />
          {contract.pledgeLimit && (
            <>
              <Divider />
              <PledgePanel contract={contract} onPledged={reload} />
              <LoanPanel contract={contract} onRepaid={reload} />
            </>
          )}
        </>
      ) : notFound ? (
        <Text ta="center" fw={600} py="lg" data-testid="contract-not-found">
          {t('contractDetail.notFound')}
        </Text>
      ) : error ? (
        <ErrorState
          error={error}
          title={t('contractDetail.loadErrorTitle')}
          message={t('contractDetail.loadError')}
          retryLabel={t('session.retry')}
          onRetry={reload}
        />
      ) : (
        <LoadingState label={t('contractDetail.loading')} />
      )}
    </FundsFrame>
  );
}

function awaitsFunds(contract: ContractDetail): boolean {
  const pledge = contract.pledges[0];
  const loanOpen = pledge?.status === 'ACTIVE' && contract.loan?.id !== pledge.id;
  return (
    pledge?.status === 'REQUESTED' ||
    pledge?.status === 'SETTLING' ||
    loanOpen ||
    contract.accruals.items.some((accrual) => accrual.reinvestmentStatus === 'REQUESTED')
  );
}
