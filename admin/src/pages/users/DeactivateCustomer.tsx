import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { FormEvent, SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { ModalButton } from '../../components/ModalButton';
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
  const inRow = trigger === 'row';
  return (
    <span onClick={keepFromRow}>
      <ModalButton
        label={t(inRow ? 'users.deactivate.rowButton' : 'users.deactivate.button')}
        testId={inRow ? 'users-row-delete' : 'user-deactivate'}
        title={t('users.deactivate.title')}
        color="red"
        variant={inRow ? 'light' : 'filled'}
        size={inRow ? 'xs' : undefined}
      >
        {(close) => (
          <DeactivateForm
            customer={customer}
            onCancel={close}
            onDone={() => {
              close();
              onDone(t('users.deactivate.done'));
            }}
          />
        )}
      </ModalButton>
    </span>
  );
}

interface DeactivateFormProps {
  customer: Pick<Customer, 'id'>;
  onCancel: () => void;
  onDone: () => void;
}

/** The modal's content. */
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
