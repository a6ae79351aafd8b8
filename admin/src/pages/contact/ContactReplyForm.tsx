import { useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { CONTACT_MESSAGES_QUERY, REPLY_TO_CONTACT_MESSAGE_MUTATION, type ContactMessageDetail } from './queries';

/** Replies are e-mails: long enough for an answer, short enough for one message. */
const REPLY_MAX_LENGTH = 5000;

interface ContactReplyFormProps {
  message: ContactMessageDetail;
  onSent: () => void;
}

/** The reply e-mailed to the visitor in their language; Send asks first, since an e-mail cannot be taken back. */
export function ContactReplyForm({ message, onSent }: ContactReplyFormProps) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [confirming, { open, close }] = useDisclosure(false);
  const [reply] = useMutation(REPLY_TO_CONTACT_MESSAGE_MUTATION, { refetchQueries: [CONTACT_MESSAGES_QUERY] });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (body.trim() !== '') open();
  };
  return (
    <form onSubmit={submit} data-testid="contact-reply-form">
      <Stack gap="sm" maw={760}>
        <Textarea
          required
          autosize
          minRows={5}
          maxRows={16}
          maxLength={REPLY_MAX_LENGTH}
          label={t('contact.reply.body')}
          description={t('contact.reply.hint', { email: message.email, language: message.language })}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          data-testid="contact-reply-body-input"
        />
        <Group justify="flex-end">
          <Button type="submit" data-testid="contact-reply-send">
            {t('contact.reply.send')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('contact.reply.confirmTitle')}
        question={t('contact.reply.confirmQuestion', { email: message.email })}
        confirmLabel={t('contact.reply.send')}
        testId="contact-reply-send"
        onConfirm={() => reply({ variables: { id: message.id, body: body.trim() } })}
        onClose={close}
        onDone={() => {
          close();
          setBody('');
          onSent();
        }}
      />
    </form>
  );
}
