import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { toApiErrors, useRequestId } from '@mc/client';
import { REQUEST_ADJUSTMENT_MUTATION } from './fundsQueries';

/**
 * The contract form's "added" crypto (DESIGN.md §2): funds' maker-checker adjustment of the customer's
 * mining balance of the coin, reused as it is. The contract change has already gone through, so a
 * refusal here is reported next to it instead of undoing it. Returns the line to show.
 */
export function useAddedAdjustment() {
  const { t } = useTranslation();
  const { requestId, renew } = useRequestId();
  const [requestAdjustment] = useMutation(REQUEST_ADJUSTMENT_MUTATION, {
    refetchQueries: ['AdminCustomerAdjustments', 'AdminAllAdjustments'],
  });
  return async (input: { userId: string; coin: string; amount: string; reason: string }): Promise<string | null> => {
    if (input.amount === '' || Number(input.amount) === 0) return null;
    try {
      await requestAdjustment({
        variables: {
          userId: input.userId,
          assetCode: input.coin,
          amount: input.amount,
          reason: input.reason.slice(0, 300),
          requestId,
        },
      });
      renew();
      return t('contractForm.addedRequested', { amount: input.amount, coin: input.coin });
    } catch (error) {
      const message = toApiErrors(error)[0]?.message ?? t('errors.serverError');
      return t('contractForm.addedFailed', { error: message });
    }
  };
}
