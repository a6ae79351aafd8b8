import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../session/paths';
import { DetailList } from '../../ui/DetailList';
import { formatMoney, type Money } from '../money';
import type { WithdrawalRule } from '../queries/withdrawals';
import type { FeePreview } from './withdrawalFee';

interface WithdrawalRulesPanelProps {
  rule: WithdrawalRule;
  available: Money | undefined;
  preview: FeePreview | null;
  /**
   * The customer may not withdraw yet: the rule needs an approved identity check they lack (not
   * submitted, skipped, awaiting review or declined). Only then is the requirement said: to a
   * customer already approved it reads as a demand they cannot meet.
   */
  identityMissing: boolean;
}

/**
 * The published rules of the chosen source, shown before anything is submitted (DESIGN.md §2.7):
 * minimum, fee (deducted from the amount, never charged apart), the identity requirement while it is
 * unmet, what is available, and for the typed amount what the fee is and what arrives.
 */
export function WithdrawalRulesPanel({ rule, available, preview, identityMissing }: WithdrawalRulesPanelProps) {
  const { t } = useTranslation();
  const rows = [
    {
      label: t('funds.withdrawalForm.available'),
      value: available ? formatMoney(available) : '—',
      testId: 'withdrawal-rule-available',
    },
    { label: t('funds.withdrawalForm.minimum'), value: formatMoney(rule.minimum), testId: 'withdrawal-rule-minimum' },
    {
      label: t('funds.withdrawalForm.fee'),
      value: t('funds.withdrawalForm.feeValue', { percent: rule.feePercent, minimum: formatMoney(rule.minimumFee) }),
      testId: 'withdrawal-rule-fee',
    },
  ];
  if (preview) {
    rows.push(
      {
        label: t('funds.withdrawalForm.feeForAmount'),
        value: `${preview.fee} ${rule.assetCode}`,
        testId: 'withdrawal-preview-fee',
      },
      {
        label: t('funds.withdrawalForm.youReceive'),
        value: `${preview.net} ${rule.assetCode}`,
        testId: 'withdrawal-preview-net',
      },
    );
  }
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="withdrawal-rules">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {t('funds.withdrawalForm.rulesTitle')}
        </Text>
        <DetailList rows={rows} />
        <Text size="xs" c="dimmed">
          {t('funds.withdrawalForm.feeDeducted')}
        </Text>
        {preview?.belowMinimum && (
          <Text size="sm" c="orange" data-testid="withdrawal-below-minimum">
            {t('funds.withdrawalForm.belowMinimum', { minimum: formatMoney(rule.minimum) })}
          </Text>
        )}
        {identityMissing && (
          <Alert color="orange" variant="light" data-testid="withdrawal-identity-rule">
            <Text size="sm">{t('funds.withdrawalForm.identityRequired')}</Text>
            <Anchor component={Link} to={PATHS.verification} size="sm" data-testid="withdrawal-verify-link">
              {t('funds.withdrawalForm.verifyNow')}
            </Anchor>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
