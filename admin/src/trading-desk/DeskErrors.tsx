import { Alert, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '@mc/client';

/** Refusals of the desk's mutations that get the desk's own words; others show the server's message. */
const EXPLAINED = [
  'EQUITY_EXCEEDED',
  'QUOTE_UNAVAILABLE',
  'TRADER_RETIRED',
  'TRADER_NOT_FOUND',
  'INSTRUMENT_NOT_FOUND',
  'INSTRUMENT_NOT_TRADABLE',
  'TRADE_NOT_OPEN',
  'TRADE_NOT_FOUND',
  'ADMIN_ROLE_REQUIRED',
  'IDEMPOTENCY_CONFLICT',
] as const;
type ExplainedReason = (typeof EXPLAINED)[number];

const isExplained = (reason: string | null | undefined): reason is ExplainedReason =>
  (EXPLAINED as readonly string[]).includes(reason ?? '');

/** The red box under a desk form: each refusal explained, with the server's own words under it. */
export function DeskErrors({ errors }: { errors: readonly ApiError[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert color="red" variant="light" role="alert" data-testid="error-box">
      <Stack gap="xs">
        {errors.map((error, index) => (
          <Text key={index} size="sm" data-testid="error-message" data-reason={error.reason ?? undefined}>
            {isExplained(error.reason) ? t(`desk.errors.${error.reason}`) : (error.message ?? t('errors.serverError'))}
            {isExplained(error.reason) && error.message ? ` (${error.message})` : ''}
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
