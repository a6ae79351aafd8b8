import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { useFormAction } from '@mc/client';
import { CUSTOMER_ACTIONS_QUERY, CUSTOMER_QUERY, REVIEW_IDENTITY_CHECK_MUTATION, type Customer } from './queries';

interface ApproveIdentityCheckProps {
  customer: Customer;
  /** Called with the green box's text once the server approved the documents. */
  onDone: (notice: string) => void;
}

/** "Approve ID" → confirmation → `reviewIdentityCheck(APPROVE)` (COMPLIANCE; audited; e-mails the customer). */
export function ApproveIdentityCheck({ customer, onDone }: ApproveIdentityCheckProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button color="green" onClick={open} data-testid="user-id-approve">
        {t('users.approveId.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('users.approveId.title')}>
        <ApproveConfirmation
          customer={customer}
          onCancel={close}
          onDone={() => {
            close();
            onDone(t('users.approveId.done'));
          }}
        />
      </Modal>
    </>
  );
}

interface ApproveConfirmationProps {
  customer: Customer;
  onCancel: () => void;
  onDone: () => void;
}

/** The modal's content (mounted while open, so a new opening starts without the last refusal). */
function ApproveConfirmation({ customer, onCancel, onDone }: ApproveConfirmationProps) {
  const { t } = useTranslation();
  const [review] = useMutation(REVIEW_IDENTITY_CHECK_MUTATION, {
    refetchQueries: [CUSTOMER_QUERY, CUSTOMER_ACTIONS_QUERY],
  });
  const { run, pending, errors } = useFormAction();
  const confirm = () => {
    void run(() => review({ variables: { userId: customer.id, decision: 'APPROVE' } })).then((done) => {
      if (done) onDone();
    });
  };
  return (
    <Stack gap="md" data-testid="user-id-approve-modal">
      <Text size="sm">{t('users.approveId.question')}</Text>
      <FormErrors errors={errors} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-testid="user-id-approve-cancel">
          {t('users.approveId.cancel')}
        </Button>
        <Button color="green" onClick={confirm} loading={pending} data-testid="user-id-approve-confirm">
          {t('users.approveId.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
