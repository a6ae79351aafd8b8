import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { formText, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { CUSTOMER_ACTIONS_QUERY, DEACTIVATE_CUSTOMER_MUTATION, type Customer } from './queries';

interface DeactivateCustomerProps {
  customer: Customer;
  /** Called with the green box's text once the server deactivated the customer. */
  onDone: (notice: string) => void;
}

/**
 * The product's "delete" (DESIGN.md §2: nothing is deleted): "Deactivate" → confirmation with a
 * required reason → `deactivateCustomer` (OPERATOR; audited). Sessions end; records are kept.
 */
export function DeactivateCustomer({ customer, onDone }: DeactivateCustomerProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button color="red" onClick={open} data-testid="user-deactivate">
        {t('users.deactivate.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('users.deactivate.title')}>
        <DeactivateForm
          customer={customer}
          onCancel={close}
          onDone={() => {
            close();
            onDone(t('users.deactivate.done'));
          }}
        />
      </Modal>
    </>
  );
}

interface DeactivateFormProps {
  customer: Customer;
  onCancel: () => void;
  onDone: () => void;
}

/** The modal's content (mounted while open, so a new opening starts empty). */
function DeactivateForm({ customer, onCancel, onDone }: DeactivateFormProps) {
  const { t } = useTranslation();
  const [deactivate] = useMutation(DEACTIVATE_CUSTOMER_MUTATION, { refetchQueries: [CUSTOMER_ACTIONS_QUERY] });
  const { run, pending, errors } = useFormAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = formText(new FormData(event.currentTarget), 'reason');
    void run(() => deactivate({ variables: { userId: customer.id, reason } })).then((done) => {
      if (done) onDone();
    });
  };

  return (
    <form onSubmit={submit} data-testid="user-deactivate-form">
      <Stack gap="md">
        <Text size="sm" data-testid="user-deactivate-question">
          {t('users.deactivate.question')}
        </Text>
        <Textarea
          required
          name="reason"
          label={t('users.deactivate.reason')}
          placeholder={t('users.deactivate.reasonPlaceholder')}
          maxLength={TEXT_MAX_LENGTH}
          autosize
          minRows={2}
          data-autofocus
          data-testid="user-deactivate-reason"
        />
        <FormErrors errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="user-deactivate-cancel">
            {t('users.deactivate.cancel')}
          </Button>
          <Button type="submit" color="red" loading={pending} data-testid="user-deactivate-confirm">
            {t('users.deactivate.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
