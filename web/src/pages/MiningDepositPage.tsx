import { useTranslation } from 'react-i18next';
import { FundsFrame } from '../funds/FundsFrame';
import { FUNDS_PATHS } from '../funds/paths';
import { PricingBlock } from '../mining/PricingBlock';

/** /user/deposits/mining.html: the contract cards; a card's buy button leads to new.html with its plan. */
export function MiningDepositPage() {
  const { t } = useTranslation();
  return (
    <FundsFrame
      testId="mining-deposit-page"
      size="lg"
      title={t('funds.mining.title')}
      heading={t('funds.mining.heading')}
      intro={t('funds.mining.intro')}
      back={{ to: FUNDS_PATHS.depositSelect, label: t('funds.select.back') }}
    >
      <PricingBlock />
    </FundsFrame>
  );
}
