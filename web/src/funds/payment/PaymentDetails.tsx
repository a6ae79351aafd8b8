import { Badge, Button, Center, CopyButton, Group, Paper, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../money';
import type { CryptoCurrency } from '../../graphql/generated/graphql';
import { paymentUri } from './paymentParams';
import { formatRemaining } from './useCountdown';

interface PaymentDetailsProps {
  crypto: CryptoCurrency;
  address: string;
  amount: string;
  remainingMs: number;
}

/** The QR code (drawn here, in the browser), the amount and address to pay, and the time left. */
export function PaymentDetails({ crypto, address, amount, remainingMs }: PaymentDetailsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="payment-details">
      <Text size="sm">{t('funds.payment.instructions', { coin: t(`funds.crypto.${crypto}`) })}</Text>
      <Center>
        <Paper withBorder p="md" radius="md" bg="white">
          <QRCodeSVG
            value={paymentUri(crypto, address, amount)}
            size={220}
            marginSize={2}
            title={t('funds.payment.qrTitle')}
            data-testid="payment-qr"
          />
        </Paper>
      </Center>
      <CopyField
        label={t('funds.payment.amount')}
        value={amount}
        display={formatAmount(amount, crypto)}
        testId="payment-amount"
      />
      <CopyField label={t('funds.payment.address')} value={address} display={address} testId="payment-address" />
      <Group justify="center" gap="xs">
        <Text size="sm" c="dimmed">
          {t('funds.payment.expiresIn')}
        </Text>
        <Badge
          size="lg"
          variant="light"
          color={remainingMs < 5 * 60_000 ? 'orange' : 'blue'}
          ff="monospace"
          data-testid="payment-countdown"
        >
          {formatRemaining(remainingMs)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" ta="center">
        {t('funds.payment.lateNotice')}
      </Text>
    </Stack>
  );
}

function CopyField({
  label,
  value,
  display,
  testId,
}: {
  label: string;
  value: string;
  display: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text fw={600} ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
          {display}
        </Text>
      </Stack>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button size="xs" variant="default" onClick={copy} miw={80} data-testid={`${testId}-copy`}>
            {copied ? t('user.copied') : t('user.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
