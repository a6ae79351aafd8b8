import { Button, Group, NativeSelect, Paper, Stack, Textarea, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { formText, SuccessBox, useFormAction } from '@mc/client';
import {
  customerDisplayName,
  MESSAGE_TYPES,
  SEND_MESSAGE_MUTATION,
  type Customer,
  type MessageType,
} from './queries';
import { UserScreen } from './UserScreen';

/** The server's limit on a message body. */
const MESSAGE_MAX_LENGTH = 2000;

/** /control/users/:id/message: a Normal or Popup message to the customer. */
export function UserMessagePage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('users.message.title')} testId="user-message-page">
      {(customer) => (
        <>
          <Title order={2}>{t('users.message.title')}</Title>
          <Paper withBorder p="md" radius="md" maw={560}>
            <UserMessageForm customer={customer} />
          </Paper>
        </>
      )}
    </UserScreen>
  );
}

function isMessageType(value: string): value is MessageType {
  return (MESSAGE_TYPES as readonly string[]).includes(value);
}

/** Message and type (1 Normal, 2 Popup) → `sendMessage` (OPERATOR; audited) → green box. */
function UserMessageForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [sendMessage] = useMutation(SEND_MESSAGE_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const typeValue = formText(form, 'type');
    const type: MessageType = isMessageType(typeValue) ? typeValue : 'NORMAL';
    const body = formText(form, 'body');
    setSent(false);
    void run(() => sendMessage({ variables: { userId: customer.id, body, type } })).then((done) => {
      setSent(done);
      // A sent message is not sent twice by a second click.
      if (done) formElement.reset();
    });
  };

  return (
    <form onSubmit={submit} data-testid="user-message-form">
      <Stack gap="md">
        {/* Optional in the specification, but the server refuses an empty message. */}
        <Textarea
          required
          name="body"
          label={t('users.message.body')}
          maxLength={MESSAGE_MAX_LENGTH}
          autosize
          minRows={4}
          data-testid="user-message-body"
        />
        <NativeSelect
          name="type"
          label={t('users.message.type')}
          defaultValue="NORMAL"
          data={MESSAGE_TYPES.map((type) => ({ value: type, label: t(`users.message.types.${type}`) }))}
          data-testid="user-message-type"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} data-testid="user-message-submit">
            {t('users.message.submit')}
          </Button>
        </Group>
        <FormErrors errors={errors} />
        {sent && <SuccessBox>{t('users.message.sent', { name: customerDisplayName(customer) })}</SuccessBox>}
      </Stack>
    </form>
  );
}
