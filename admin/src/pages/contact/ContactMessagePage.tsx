import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SuccessBox } from '@mc/client';
import { ActionModal } from '../../components/ActionModal';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { NotFound } from '../../components/NotFound';
import { PageTitle } from '../../components/PageTitle';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { mayEditContent } from '../../lib/contentRoles';
import { PATHS } from '../../paths';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import { ContactMessageDetails, ContactReplies } from './ContactMessageDetails';
import { ContactReplyForm } from './ContactReplyForm';
import {
  CONTACT_MESSAGE_QUERY,
  CONTACT_MESSAGES_QUERY,
  MARK_CONTACT_MESSAGE_HANDLED_MUTATION,
  NEW_CONTACT_MESSAGES_COUNT_QUERY,
  type ContactMessageDetail,
} from './queries';

/** /control/contact/:id: one message with every field, its replies, the reply form and "Mark handled". */
export function ContactMessagePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useQuery(CONTACT_MESSAGE_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const message = data?.contactMessage;
  return (
    <Stack gap="md" data-testid="contact-message-page">
      <PageTitle label={message?.subject ?? t('contact.messageTitle')} />
      <Breadcrumbs
        trail={[
          { label: t('contact.title'), to: PATHS.contactList },
          { label: message?.subject ?? t('contact.messageTitle') },
        ]}
      />
      {error !== undefined && message === undefined ? (
        <QueryError error={error} />
      ) : message === undefined ? (
        <QueryLoader />
      ) : message === null ? (
        <NotFound />
      ) : (
        <ContactMessageView message={message} />
      )}
    </Stack>
  );
}

function ContactMessageView({ message }: { message: ContactMessageDetail }) {
  const { t } = useTranslation();
  const editable = mayEditContent(useSignedInAdmin());
  const [notice, setNotice] = useState<string | null>(null);
  const [markHandled] = useMutation(MARK_CONTACT_MESSAGE_HANDLED_MUTATION, {
    refetchQueries: [CONTACT_MESSAGES_QUERY, NEW_CONTACT_MESSAGES_COUNT_QUERY],
  });
  const handled = message.status === 'HANDLED';
  return (
    <>
      <Group justify="space-between">
        <Title order={2}>{message.subject}</Title>
        {editable &&
          (handled ? (
            <Button variant="light" disabled data-testid="contact-mark-handled">
              {t('contact.markHandled')}
            </Button>
          ) : (
            <ActionModal
              testId="contact-mark-handled"
              buttonLabel={t('contact.markHandled')}
              title={t('contact.markHandled')}
              question={t('contact.markHandledQuestion')}
              confirmLabel={t('contact.markHandled')}
              onConfirm={() => markHandled({ variables: { id: message.id } })}
              onDone={() => setNotice(t('contact.markedHandled'))}
            />
          ))}
      </Group>
      {notice !== null && <SuccessBox>{notice}</SuccessBox>}
      <ContactMessageDetails message={message} />
      <Title order={3}>{t('contact.replies')}</Title>
      <ContactReplies message={message} />
      {editable && (
        <ContactReplyForm
          message={message}
          onSent={() => setNotice(t('contact.reply.sent', { email: message.email }))}
        />
      )}
    </>
  );
}
