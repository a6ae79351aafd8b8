import { NativeSelect } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { formText } from '@mc/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CustomerFormScreen } from './CustomerFormScreen';
import { CustomerSendForm, SendBodyTextarea } from './CustomerSendForm';
import {
  CLEAR_MESSAGES_MUTATION,
  customerDisplayName,
  MESSAGE_TYPES,
  SEND_MESSAGE_MUTATION,
  type Customer,
} from './queries';
import type { MessageType } from '../../graphql/generated/graphql';

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

/**
 * Message and type (1 Normal, 2 Popup) → `sendMessage` (OPERATOR; audited) → green box. The message
 * is optional (specification 001 §4): sent empty, the customer's open messages are cleared.
 */
function UserMessageForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [sendMessage] = useMutation(SEND_MESSAGE_MUTATION);
  const [clearMessages] = useMutation(CLEAR_MESSAGES_MUTATION);
  const [clearedCount, setClearedCount] = useState<number | null>(null);
  const send = async (form: FormData) => {
    const body = formText(form, 'body');
    if (body === '') {
      const { data } = await clearMessages({ variables: { userId: customer.id } });
      setClearedCount(data?.clearCustomerMessages ?? 0);
      return data;
    }
    const typeValue = formText(form, 'type');
    const type: MessageType = isMessageType(typeValue) ? typeValue : 'NORMAL';
    setClearedCount(null);
    return sendMessage({ variables: { userId: customer.id, body, type } });
  };
  const name = customerDisplayName(customer);

  return (
    <CustomerSendForm
      testIdPrefix="user-message"
      send={send}
      submitLabel={t('users.message.submit')}
      sentText={
        clearedCount === null
          ? t('users.message.sent', { name })
          : t('users.message.cleared', { name, count: clearedCount })
      }
    >
      <SendBodyTextarea
        required={false}
        label={t('users.message.body')}
        description={t('users.message.optional')}
        maxLength={MESSAGE_MAX_LENGTH}
        minRows={4}
        testId="user-message-body"
      />
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
