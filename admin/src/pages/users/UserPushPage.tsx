import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { formText, SuccessBox, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { useDateTimeFormat } from '../../lib/format';
import { SEND_CUSTOMER_PUSH_MUTATION, type Customer } from './queries';
import { UserScreen } from './UserScreen';

/**
 * /control/users/:id/push. The form shows only for a customer with a push subscription
 * (specification 001 §2); otherwise the specification's denial text.
 */
export function UserPushPage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('users.push.title')} testId="user-push-page">
      {(customer) => (
        <>
          <Title order={2}>{t('users.push.title')}</Title>
          {customer.pushSubscription ? (
            <Paper withBorder p="md" radius="md" maw={560}>
              <UserPushForm customer={customer} />
            </Paper>
          ) : (
            <Alert color="gray" variant="light" maw={560} data-testid="user-push-denied">
              {t('users.push.denied')}
            </Alert>
          )}
        </>
      )}
    </UserScreen>
  );
}

/** Subject and body → `sendCustomerPush` (OPERATOR; audited) → green box. */
function UserPushForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const formatDateTime = useDateTimeFormat();
  const [sendPush] = useMutation(SEND_CUSTOMER_PUSH_MUTATION, { refetchQueries: ['AdminCustomer'] });
  const { run, pending, errors } = useFormAction();
  const [sent, setSent] = useState(false);
  const subscription = customer.pushSubscription!;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const variables = { userId: customer.id, subject: formText(form, 'subject'), body: formText(form, 'body') };
    setSent(false);
    void run(() => sendPush({ variables })).then((done) => {
      setSent(done);
      if (done) formElement.reset();
    });
  };

  return (
    <form onSubmit={submit} data-testid="user-push-form">
      <Stack gap="md">
        <Text size="sm" c="dimmed" data-testid="user-push-subscription">
          {t('users.push.subscribedAt', { service: subscription.endpointOrigin, date: formatDateTime(subscription.savedAt) })}
        </Text>
        <TextInput required name="subject" label={t('users.push.subject')} maxLength={TEXT_MAX_LENGTH} data-testid="user-push-subject" />
        <TextInput required name="body" label={t('users.push.body')} maxLength={TEXT_MAX_LENGTH} data-testid="user-push-body" />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} data-testid="user-push-submit">
            {t('users.push.submit')}
          </Button>
        </Group>
        <FormErrors errors={errors} />
        {sent && <SuccessBox>{t('users.push.sent', { email: customer.email })}</SuccessBox>}
      </Stack>
    </form>
  );
}
