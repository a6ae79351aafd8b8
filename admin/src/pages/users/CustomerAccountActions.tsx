import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/ActionModal';
import {
  CUSTOMER_ACTIONS_QUERY,
  customerDisplayName,
  REACTIVATE_CUSTOMER_MUTATION,
  RESEND_DEVICE_PIN_MUTATION,
  type Customer,
} from './queries';

type ActionProps = { customer: Customer; onDone: (notice: string) => void };

/**
 * "Resend PIN" for a customer whose device is not confirmed (DESIGN.md §2: the PIN is never shown,
 * it is e-mailed again under the customer's own resend limits). OPERATOR; audited.
 */
export function ResendDevicePin({ customer, onDone }: ActionProps) {
  const { t } = useTranslation();
  const [resend] = useMutation(RESEND_DEVICE_PIN_MUTATION, { refetchQueries: [CUSTOMER_ACTIONS_QUERY] });
  return (
    <ActionModal
      testId="user-resend-pin"
      buttonLabel={t('users.resendPin.button')}
      title={t('users.resendPin.title')}
      question={t('users.resendPin.question', { email: customer.email })}
      confirmLabel={t('users.resendPin.confirm')}
      onConfirm={() => resend({ variables: { userId: customer.id } })}
      onDone={() => onDone(t('users.resendPin.done', { email: customer.email }))}
    />
  );
}

/** Undoes a deactivation, with the reason for the audit log; the customer may sign in again. OPERATOR. */
export function ReactivateCustomer({ customer, onDone }: ActionProps) {
  const { t } = useTranslation();
  const [reactivate] = useMutation(REACTIVATE_CUSTOMER_MUTATION, { refetchQueries: [CUSTOMER_ACTIONS_QUERY] });
  return (
    <ActionModal
      testId="user-reactivate"
      color="green"
      buttonLabel={t('users.reactivate.button')}
      title={t('users.reactivate.title')}
      question={t('users.reactivate.question', { name: customerDisplayName(customer) })}
      confirmLabel={t('users.reactivate.confirm')}
      field={{ label: t('users.reactivate.reason'), required: true }}
      onConfirm={(reason) => reactivate({ variables: { userId: customer.id, reason } })}
      onDone={() => onDone(t('users.reactivate.done'))}
    />
  );
}
