import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { ModalButton } from '../../components/ModalButton';
import { formText, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { CUSTOMER_ACTIONS_QUERY, CUSTOMER_QUERY, REVIEW_IDENTITY_CHECK_MUTATION, type Customer } from './queries';

/** The shortest decline reason the server takes (the longest is TEXT_MAX_LENGTH, 300). */
const REASON_MIN_LENGTH = 3;

interface DeclineIdentityCheckProps {
  customer: Customer;
  /** Called with the green box's text once the server declined the documents. */
  onDone: (notice: string) => void;
}

/**
 * "Decline ID" → a required reason (3–300 characters) → `reviewIdentityCheck(DECLINE, reason)`
 * (COMPLIANCE; audited). The customer is e-mailed the reason and may upload new documents.
 */
export function DeclineIdentityCheck({ customer, onDone }: DeclineIdentityCheckProps) {
  const { t } = useTranslation();
  return (
    <ModalButton
      label={t('users.declineId.button')}
      testId="user-id-decline"
      title={t('users.declineId.title')}
      color="red"
      variant="outline"
    >
      {(close) => (
        <DeclineForm
          customer={customer}
          onCancel={close}
          onDone={() => {
            close();
            onDone(t('users.declineId.done'));
          }}
        />
      )}
    </ModalButton>
  );
}

interface DeclineFormProps {
  customer: Customer;
  onCancel: () => void;
  onDone: () => void;
}

/** The modal's content. */
function DeclineForm({ customer, onCancel, onDone }: DeclineFormProps) {
  const { t } = useTranslation();
  const [review] = useMutation(REVIEW_IDENTITY_CHECK_MUTATION, {
    refetchQueries: [CUSTOMER_QUERY, CUSTOMER_ACTIONS_QUERY],
  });
  const { run, pending, errors } = useFormAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = formText(new FormData(event.currentTarget), 'reason');
    void run(() => review({ variables: { userId: customer.id, decision: 'DECLINE', reason } })).then((done) => {
      if (done) onDone();
    });
  };

  return (
    <form onSubmit={submit} data-testid="user-id-decline-form">
      <Stack gap="md">
        <Text size="sm">{t('users.declineId.question')}</Text>
        <Textarea
          required
          name="reason"
          label={t('users.declineId.reason')}
          placeholder={t('users.declineId.reasonPlaceholder')}
          minLength={REASON_MIN_LENGTH}
          maxLength={TEXT_MAX_LENGTH}
          autosize
          minRows={2}
          data-autofocus
          data-testid="user-id-decline-reason"
        />
        <FormErrors errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid="user-id-decline-cancel">
            {t('users.declineId.cancel')}
          </Button>
          <Button type="submit" color="red" loading={pending} data-testid="user-id-decline-confirm">
            {t('users.declineId.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
