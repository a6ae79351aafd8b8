import { useMutation } from '@apollo/client/react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../ui/FormErrors';
import { formText, SuccessBox, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { UPDATE_PHONE_MUTATION, type AccountDetails } from './queries';

/** /user/auth/phone.html: the mobile number, prefilled → `updatePhone`; the server checks the format. */
export function PhoneForm({ account }: { account: AccountDetails }) {
  const { t } = useTranslation();
  const [updatePhone] = useMutation(UPDATE_PHONE_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const mobileNumber = formText(new FormData(event.currentTarget), 'mobileNumber');
    setSaved(false);
    void run(async () => {
      await updatePhone({ variables: { mobileNumber } });
      setSaved(true);
    });
  };

  return (
    <form onSubmit={submit} data-testid="phone-form">
      <Stack gap="md">
        <TextInput
          required
          maxLength={TEXT_MAX_LENGTH}
          name="mobileNumber"
          type="tel"
          label={t('account.phone.mobileNumber')}
          description={t('account.phone.format')}
          defaultValue={account.mobileNumber ?? account.phoneNumber ?? ''}
          autoComplete="tel"
          data-testid="phone-mobile"
        />
        <Button type="submit" loading={pending} data-testid="phone-submit">
          {t('account.phone.submit')}
        </Button>
        <FormErrors errors={errors} />
        {saved && <SuccessBox>{t('account.phone.saved')}</SuccessBox>}
      </Stack>
    </form>
  );
}
