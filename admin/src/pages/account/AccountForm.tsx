import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { formText, SuccessBox, useFormAction } from '@mc/client';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import { UPDATE_ADMIN_ACCOUNT_MUTATION } from './queries';

/** First name, last name and e-mail → `updateAdminAccount`; a green box on success. */
export function AccountForm() {
  const { t } = useTranslation();
  const admin = useSignedInAdmin();
  const [updateAccount] = useMutation(UPDATE_ADMIN_ACCOUNT_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      firstName: formText(form, 'firstName'),
      lastName: formText(form, 'lastName'),
      email: formText(form, 'email'),
    };
    setSaved(false);
    void run(() => updateAccount({ variables: { input } })).then(setSaved);
  };

  return (
    <form onSubmit={submit} data-testid="account-form">
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput
            required
            name="firstName"
            label={t('account.firstName')}
            defaultValue={admin.firstName ?? ''}
            autoComplete="given-name"
            data-testid="account-first-name"
          />
          <TextInput
            required
            name="lastName"
            label={t('account.lastName')}
            defaultValue={admin.lastName ?? ''}
            autoComplete="family-name"
            data-testid="account-last-name"
          />
        </Group>
        <TextInput
          required
          name="email"
          type="email"
          label={t('account.email')}
          defaultValue={admin.email}
          autoComplete="email"
          data-testid="account-email"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} data-testid="account-submit">
            {t('account.save')}
          </Button>
        </Group>
        <FormErrors errors={errors} />
        {saved && <SuccessBox>{t('account.saved')}</SuccessBox>}
      </Stack>
    </form>
  );
}
