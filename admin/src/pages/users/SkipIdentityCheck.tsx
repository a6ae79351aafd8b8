import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/ActionModal';
import { CUSTOMER_ACTIONS_QUERY, SKIP_IDENTITY_CHECK_MUTATION, type Customer } from './queries';

interface SkipIdentityCheckProps {
  customer: Customer;
  /** Called with the green box's text once the server skipped the check. */
  onDone: (notice: string) => void;
}

/** "Skip ID Verification" → confirmation → `skipCustomerIdentityCheck` (COMPLIANCE; audited; e-mails the customer). */
export function SkipIdentityCheck({ customer, onDone }: SkipIdentityCheckProps) {
  const { t } = useTranslation();
  const [skip] = useMutation(SKIP_IDENTITY_CHECK_MUTATION, { refetchQueries: [CUSTOMER_ACTIONS_QUERY] });
  return (
    <ActionModal
      testId="user-skip-id"
      variant="outline"
      buttonLabel={t('users.skipId.button')}
      title={t('users.skipId.title')}
      question={t('users.skipId.question')}
      confirmLabel={t('users.skipId.confirm')}
      onConfirm={() => skip({ variables: { userId: customer.id } })}
      onDone={() => onDone(t('users.skipId.done'))}
    />
  );
}
