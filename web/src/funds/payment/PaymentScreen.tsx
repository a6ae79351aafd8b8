import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingState } from '../../ui/LoadingState';
import { SuccessBox } from '@mc/client';
import { PAYMENT_LINK_QUERY } from '../queries/deposits';
import { PaymentDetails } from './PaymentDetails';
import { linkMatches, type PaymentParams } from './paymentParams';
import { formatRemaining, useCountdown } from './useCountdown';

/** How often an open payment screen asks whether the payment was confirmed meanwhile. */
const STATUS_POLL_MS = 15_000;

/**
 * The link checked against the server: the payment details while it is pending and within its 30
 * minutes, "Payment received" once confirmed, otherwise "Invalid or Expired Payment Link".
 */
export function PaymentScreen({ params }: { params: PaymentParams }) {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(PAYMENT_LINK_QUERY, {
    variables: { timestamp: params.timestamp, address: params.address },
    pollInterval: STATUS_POLL_MS,
  });
  const link = data?.paymentLink;
  const deadlineMs = link ? Date.parse(link.expiresAt) : null;
  const remainingMs = useCountdown(deadlineMs);

  if (error && !data) {
    return (
      <ErrorState
        error={error}
        title={t('funds.payment.loadErrorTitle')}
        message={t('funds.payment.loadError')}
        retryLabel={t('session.retry')}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!data) return <LoadingState label={t('funds.payment.loading')} />;
  if (!link || !linkMatches(params, link)) return <InvalidPaymentLink />;
  if (link.status === 'CONFIRMED') return <SuccessBox>{t('funds.payment.received')}</SuccessBox>;
  if (link.status !== 'PENDING' || !link.valid || remainingMs === null || remainingMs === 0) {
    return <InvalidPaymentLink remainingMs={0} />;
  }
  return (
    <PaymentDetails
      crypto={link.cryptoCurrency}
      address={link.walletAddress}
      amount={link.priceInCrypto.amount}
      remainingMs={remainingMs}
    />
  );
}

/** The specification's text for an expired, decided or mangled link; an expired one shows its spent countdown. */
export function InvalidPaymentLink({ remainingMs }: { remainingMs?: number }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" data-testid="payment-invalid">
      <Stack gap="xs">
        <Text fw={700}>{t('funds.payment.invalid')}</Text>
        <Text size="sm">{t('funds.payment.invalidHint')}</Text>
        {remainingMs !== undefined && (
          <Group gap="xs">
            <Badge variant="light" color="red" ff="monospace" data-testid="payment-countdown">
              {formatRemaining(remainingMs)}
            </Badge>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
