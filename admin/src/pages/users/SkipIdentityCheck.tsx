import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { useFormAction } from '@mc/client';
import { CUSTOMER_ACTIONS_QUERY, SKIP_IDENTITY_CHECK_MUTATION, type Customer } from './queries';

interface SkipIdentityCheckProps {
  customer: Customer;
  /** Called with the green box's text once the server skipped the check. */
  onDone: (notice: string) => void;
}

/** "Skip ID Verification" → confirmation → `skipCustomerIdentityCheck` (COMPLIANCE; audited). */
export function SkipIdentityCheck({ customer, onDone }: SkipIdentityCheckProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="outline" onClick={open} data-testid="user-skip-id">
        {t('users.skipId.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('users.skipId.title')}>
        <SkipConfirmation
          customer={customer}
          onCancel={close}
          onDone={() => {
            close();
            onDone(t('users.skipId.done'));
          }}
        />
      </Modal>
    </>
  );
}

interface SkipConfirmationProps {
  customer: Customer;
  onCancel: () => void;
  onDone: () => void;
}

/** The modal's content (mounted while open, so a new opening starts without the last refusal). */
function SkipConfirmation({ customer, onCancel, onDone }: SkipConfirmationProps) {
  const { t } = useTranslation();
  const [skip] = useMutation(SKIP_IDENTITY_CHECK_MUTATION, { refetchQueries: [CUSTOMER_ACTIONS_QUERY] });
  const { run, pending, errors } = useFormAction();
  const confirm = () => {
    void run(() => skip({ variables: { userId: customer.id } })).then((done) => {
      if (done) onDone();
    });
  };
  return (
    <Stack gap="md" data-testid="user-skip-id-modal">
      <Text size="sm">{t('users.skipId.question')}</Text>
      <FormErrors errors={errors} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-testid="user-skip-id-cancel">
          {t('users.skipId.cancel')}
        </Button>
        <Button onClick={confirm} loading={pending} data-testid="user-skip-id-confirm">
          {t('users.skipId.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
