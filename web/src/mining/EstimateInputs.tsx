import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EstimateInputs_RateFragment } from '../graphql/generated/graphql';
import { formatDate } from '../ui/format';
import { formatDecimalText, msatToBtc } from './estimateFormat';

interface EstimateInputsProps {
  hashpriceMsatPerThDay: number;
  /** Omitted where each card shows its own plan's fee. */
  maintenanceFeeUsdPerThDay?: string;
  btcRate: EstimateInputs_RateFragment;
  coinRate: EstimateInputs_RateFragment;
  testId: string;
}

/** The figures an estimate was computed from, so a reader can see what it rests on and how old the rates are. */
export function EstimateInputs(props: EstimateInputsProps) {
  const { t, i18n } = useTranslation();
  const { btcRate, coinRate } = props;
  const rates = btcRate.coin === coinRate.coin ? [btcRate] : [btcRate, coinRate];
  return (
    <div data-testid={props.testId}>
      <Text size="sm" fw={600}>
        {t('pricing.inputs.title')}
      </Text>
      <List size="sm" c="dimmed" spacing={2}>
        <List.Item data-testid={`${props.testId}-hashprice`}>
          {t('pricing.inputs.hashprice', {
            value: formatDecimalText(msatToBtc(props.hashpriceMsatPerThDay), i18n.language),
          })}
        </List.Item>
        {props.maintenanceFeeUsdPerThDay !== undefined && (
          <List.Item data-testid={`${props.testId}-fee`}>
            {t('pricing.inputs.fee', { value: formatDecimalText(props.maintenanceFeeUsdPerThDay, i18n.language) })}
          </List.Item>
        )}
        {rates.map((rate) => (
          <List.Item key={rate.coin} data-testid={`${props.testId}-rate-${rate.coin}`}>
            {rate.at
              ? t('pricing.inputs.rate', {
                  coin: rate.coin,
                  value: formatDecimalText(rate.usd, i18n.language, 2),
                  time: formatDate(rate.at, i18n.language, true),
                  source: t(`pricing.inputs.sources.${rate.source}`),
                })
              : t('pricing.inputs.ratePar', { coin: rate.coin })}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
