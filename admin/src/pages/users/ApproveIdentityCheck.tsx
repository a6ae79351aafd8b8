import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from '../../components/ActionModal';
import { CUSTOMER_ACTIONS_QUERY, CUSTOMER_QUERY, REVIEW_IDENTITY_CHECK_MUTATION, type Customer } from './queries';

interface ApproveIdentityCheckProps {
  customer: Customer;
  /** Called with the green box's text once the server approved the documents. */
  onDone: (notice: string) => void;
}

/** "Approve ID" → confirmation → `reviewIdentityCheck(APPROVE)` (COMPLIANCE; audited; e-mails the customer). */
export function ApproveIdentityCheck({ customer, onDone }: ApproveIdentityCheckProps) {
  const { t } = useTranslation();
  const [review] = useMutation(REVIEW_IDENTITY_CHECK_MUTATION, {
    refetchQueries: [CUSTOMER_QUERY, CUSTOMER_ACTIONS_QUERY],
  });
  return (
    <ActionModal
      testId="user-id-approve"
      color="green"
      variant="filled"
      buttonLabel={t('users.approveId.button')}
      title={t('users.approveId.title')}
      question={t('users.approveId.question')}
      confirmLabel={t('users.approveId.confirm')}
      onConfirm={() => review({ variables: { userId: customer.id, decision: 'APPROVE' } })}
      onDone={() => onDone(t('users.approveId.done'))}
    />
  );
}
