import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FundsFrame } from '../funds/FundsFrame';
import { FUNDS_PATHS } from '../funds/paths';
import { readPaymentParams } from '../funds/payment/paymentParams';
import { InvalidPaymentLink, PaymentScreen } from '../funds/payment/PaymentScreen';

/**
 * /payment.html?timestamp&crypto&address&cryptoprice: open to everyone, because the link is shared
 * (specification §2). A mangled query is refused before asking the server.
 */
export function PaymentPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const params = readPaymentParams(search);
  return (
    <FundsFrame
      testId="payment-page"
      title={t('funds.payment.title')}
      heading={t('funds.payment.heading')}
      back={{ to: FUNDS_PATHS.depositList, label: t('funds.deposits.backToList') }}
    >
      {params ? <PaymentScreen params={params} /> : <InvalidPaymentLink />}
    </FundsFrame>
  );
}
