import { NativeSelect } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { formText } from '@mc/client';
import { useTranslation } from 'react-i18next';
import { CustomerFormScreen } from './CustomerFormScreen';
import { CustomerSendForm, SendBodyTextarea } from './CustomerSendForm';
import {
  customerDisplayName,
  MESSAGE_TYPES,
  SEND_MESSAGE_MUTATION,
  type Customer,
  type MessageType,
} from './queries';

/** The server's limit on a message body. */
const MESSAGE_MAX_LENGTH = 2000;

/** /control/users/:id/message: a Normal or Popup message to the customer. */
export function UserMessagePage() {
  const { t } = useTranslation();
  return <CustomerFormScreen title={t('users.message.title')} testId="user-message-page" Form={UserMessageForm} />;
}

function isMessageType(value: string): value is MessageType {
  return (MESSAGE_TYPES as readonly string[]).includes(value);
}

/** Message and type (1 Normal, 2 Popup) → `sendMessage` (OPERATOR; audited) → green box. */
function UserMessageForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [sendMessage] = useMutation(SEND_MESSAGE_MUTATION);
  const send = (form: FormData) => {
    const typeValue = formText(form, 'type');
    const type: MessageType = isMessageType(typeValue) ? typeValue : 'NORMAL';
    return sendMessage({ variables: { userId: customer.id, body: formText(form, 'body'), type } });
  };

  return (
    <CustomerSendForm
      testIdPrefix="user-message"
      send={send}
      submitLabel={t('users.message.submit')}
      sentText={t('users.message.sent', { name: customerDisplayName(customer) })}
    >
      {/* Optional in the specification, but the server refuses an empty message. */}
      <SendBodyTextarea label={t('users.message.body')} maxLength={MESSAGE_MAX_LENGTH} minRows={4} testId="user-message-body" />
      <NativeSelect
        name="type"
        label={t('users.message.type')}
        defaultValue="NORMAL"
        data={MESSAGE_TYPES.map((type) => ({ value: type, label: t(`users.message.types.${type}`) }))}
        data-testid="user-message-type"
      />
    </CustomerSendForm>
  );
}
