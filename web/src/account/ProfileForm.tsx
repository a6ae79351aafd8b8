import { useMutation } from '@apollo/client/react';
import { Button, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsFields, readDetails } from '../signup/DetailsFields';
import { UPDATE_DETAILS_MUTATION } from '../signup/queries';
import { FormErrors } from '../ui/FormErrors';
import { formText, SuccessBox, useFormAction } from '@mc/client';
import type { AccountDetails } from './queries';

/**
 * /user/auth/profile.html: the details of sign-up step 2, prefilled → `updateDetails`. The answer
 * updates the cached customer, so the top bar and the overview show the new name and currency.
 */
export function ProfileForm({ account }: { account: AccountDetails }) {
  const { t } = useTranslation();
  const [updateDetails] = useMutation(UPDATE_DETAILS_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [countryMissing, setCountryMissing] = useState(false);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSaved(false);
    setCountryMissing(formText(form, 'country') === '');
    const input = readDetails(form);
    if (!input) return;
    void run(async () => {
      await updateDetails({ variables: { input } });
      setSaved(true);
    });
  };

  return (
    <form onSubmit={submit} data-testid="profile-form">
      <Stack gap="md">
        <DetailsFields
          values={account}
          testIdPrefix="profile"
          countryMissing={countryMissing}
          onCountryChange={() => setCountryMissing(false)}
          askForCountry={!account.country}
        />
        <Button type="submit" loading={pending} data-testid="profile-submit">
          {t('account.profile.submit')}
        </Button>
        <FormErrors errors={errors} />
        {saved && <SuccessBox>{t('account.profile.saved')}</SuccessBox>}
      </Stack>
    </form>
  );
}
