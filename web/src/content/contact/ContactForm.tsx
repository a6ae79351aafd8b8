import { useMutation } from '@apollo/client/react';
import { Alert, Button, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { SuccessBox, toApiErrors, type ApiError } from '@mc/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientState } from '../../state/clientState';
import { FormErrors } from '../../ui/FormErrors';
import { SEND_CONTACT_MESSAGE_MUTATION } from '../queries';
import {
  CONTACT_LIMITS,
  contactProblems,
  EMPTY_CONTACT,
  trimmedContact,
  type ContactField,
  type ContactProblems,
  type ContactValues,
} from './contactRules';
import { serverFieldProblems } from './serverFieldProblems';

type Outcome = { kind: 'idle' } | { kind: 'sent'; email: string } | { kind: 'refused'; errors: ApiError[] };

/**
 * The contact form of /about.html (specification §2): name, e-mail, phone and subject required, the
 * message optional. Checked here with the graph's rules, then sent in the visitor's language; a
 * green box when it arrived, a red box and the refused fields in red when not. Inside the page's
 * contact section it is labelled by the section's heading; on its own it has its own.
 */
export function ContactForm({ labelledBy }: { labelledBy?: string }) {
  const { t } = useTranslation();
  const { language } = useClientState();
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [problems, setProblems] = useState<ContactProblems>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [send, { loading: sending }] = useMutation(SEND_CONTACT_MESSAGE_MUTATION);

  const change = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its mark at once; the others keep theirs until the next submit.
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = trimmedContact(values);
    const found = contactProblems(input);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ kind: 'refused', errors: [] });
      return;
    }
    setOutcome({ kind: 'idle' });
    try {
      await send({ variables: { input: { ...input, body: input.body === '' ? null : input.body, language } } });
      setValues(EMPTY_CONTACT);
      setOutcome({ kind: 'sent', email: input.email });
    } catch (error) {
      setProblems(serverFieldProblems(error));
      setOutcome({ kind: 'refused', errors: toApiErrors(error) });
    }
  };

  const errorOf = (field: ContactField) => {
    const problem = problems[field];
    return problem ? t(`content.contact.errors.${problem.messageKey}`, problem.limits ?? {}) : undefined;
  };
  const textProps = (field: ContactField) => ({
    name: field,
    value: values[field],
    error: errorOf(field),
    onChange: (event: { currentTarget: { value: string } }) => change(field)(event.currentTarget.value),
    'data-testid': `contact-${field}`,
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={labelledBy ?? 'contact-form-title'}>
      <Stack gap="md" data-testid="contact-form">
        {!labelledBy && (
          <Title order={2} id="contact-form-title">
            {t('content.contact.title')}
          </Title>
        )}
        {outcome.kind === 'sent' && <SuccessBox>{t('content.contact.sent', { email: outcome.email })}</SuccessBox>}
        {outcome.kind === 'refused' &&
          (outcome.errors.length > 0 ? (
            <FormErrors errors={outcome.errors} />
          ) : (
            <Alert color="red" variant="light" role="alert" data-testid="error-box">
              {t('content.contact.invalid')}
            </Alert>
          ))}
        <TextInput
          label={t('content.contact.name')}
          required
          autoComplete="name"
          maxLength={CONTACT_LIMITS.nameMaxLength}
          {...textProps('name')}
        />
        <TextInput
          label={t('content.contact.email')}
          required
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.emailMaxLength}
          {...textProps('email')}
        />
        <TextInput
          label={t('content.contact.phone')}
          required
          type="tel"
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phoneMaxLength}
          {...textProps('phone')}
        />
        {/* The subject shows the subject typed (the old form showed the e-mail here: specification §5). */}
        <TextInput
          label={t('content.contact.subject')}
          required
          maxLength={CONTACT_LIMITS.subjectMaxLength}
          {...textProps('subject')}
        />
        <Textarea
          label={t('content.contact.body')}
          description={t('content.contact.bodyHint')}
          autosize
          minRows={4}
          maxLength={CONTACT_LIMITS.bodyMaxLength}
          {...textProps('body')}
        />
        <Button type="submit" loading={sending} disabled={sending} data-testid="contact-submit">
          {sending ? t('content.contact.sending') : t('content.contact.submit')}
        </Button>
      </Stack>
    </form>
  );
}
