import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@apollo/client/react';
import type { FormEvent, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { formText, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { CUSTOMER_ACTIONS_QUERY, DEACTIVATE_CUSTOMER_MUTATION, type Customer } from './queries';

/** The detail page's "Deactivate" button, or the users list's small "Delete" in each row. */
export type DeactivateTrigger = 'detail' | 'row';

interface DeactivateCustomerProps {
  customer: Pick<Customer, 'id'>;
  trigger?: DeactivateTrigger;
  /** Called with the green box's text once the server deactivated the customer. */
  onDone: (notice: string) => void;
}

/** A row opens the customer on click; clicks on this control and in its modal (a portal, whose events still bubble through React) must not. */
const keepFromRow = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The product's "delete" (DESIGN.md §2: nothing is deleted): "Deactivate" (or "Delete" in the
 * users list) → confirmation with a required reason → `deactivateCustomer` (OPERATOR; audited).
 * Sessions end; records are kept.
 */
export function DeactivateCustomer({ customer, trigger = 'detail', onDone }: DeactivateCustomerProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <span onClick={keepFromRow}>
      {trigger === 'detail' ? (
        <Button color="red" onClick={open} data-testid="user-deactivate">
          {t('users.deactivate.button')}
        </Button>
      ) : (
        <Button color="red" variant="light" size="xs" onClick={open} data-testid="users-row-delete">
          {t('users.deactivate.rowButton')}
        </Button>
      )}
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
    </span>
  );
}

interface DeactivateFormProps {
  customer: Pick<Customer, 'id'>;
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
