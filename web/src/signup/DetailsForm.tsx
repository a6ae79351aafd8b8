import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '../session/paths';
import { reloadViewer } from '../session/viewerCache';
import { FormErrors } from '../ui/FormErrors';
import { formText, TEXT_MAX_LENGTH } from '../ui/formFields';
import { useFormAction } from '../ui/useFormAction';
import { COUNTRIES } from './countries';
import { CURRENCIES, isCurrency } from './currencies';
import {
  REQUEST_DEVICE_PIN_MUTATION,
  UPDATE_DETAILS_MUTATION,
  type SignupDetails,
} from './queries';

/** Step 2: the details, then a PIN is e-mailed for step 3. */
export function DetailsForm({ details }: { details: SignupDetails }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [updateDetails] = useMutation(UPDATE_DETAILS_MUTATION);
  const [requestDevicePin] = useMutation(REQUEST_DEVICE_PIN_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [countryMissing, setCountryMissing] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const country = formText(form, 'country');
    const currency = formText(form, 'currency');
    // The search box can hold text without a chosen country; the hidden value is what counts.
    setCountryMissing(country === '');
    if (country === '' || !isCurrency(currency)) return;
    void run(async () => {
      const input = {
        firstName: formText(form, 'firstName'),
        lastName: formText(form, 'lastName'),
        country,
        mobileNumber: formText(form, 'mobileNumber'),
        currency,
      };
      await updateDetails({ variables: { input } });
      // The details are saved either way; a refused PIN (one a minute) can be asked again on step 3.
      const sent = await requestDevicePin().then(
        () => true,
        () => false,
      );
      // Step 3 must be on screen before `me` says the details are done; otherwise step 2's forward
      // redirect (to step 3 without ?sent=true) would run in the tree still being replaced.
      const next = sent ? `${PATHS.signupDevice}?sent=true` : PATHS.signupDevice;
      await navigate(next, { replace: true, flushSync: true });
      await reloadViewer(client);
    });
  };

  const field = { required: true, maxLength: TEXT_MAX_LENGTH };
  return (
    <form onSubmit={submit} data-testid="details-form">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            {...field}
            name="firstName"
            label={t('signup.details.firstName')}
            defaultValue={details.firstName ?? ''}
            autoComplete="given-name"
            data-testid="details-first-name"
          />
          <TextInput
            {...field}
            name="lastName"
            label={t('signup.details.lastName')}
            defaultValue={details.lastName ?? ''}
            autoComplete="family-name"
            data-testid="details-last-name"
          />
        </SimpleGrid>
        <Select
          {...field}
          name="country"
          label={t('signup.details.country')}
          description={<span data-testid="details-us-notice">{t('signup.details.usNotice')}</span>}
          placeholder={t('signup.details.countryPlaceholder')}
          nothingFoundMessage={t('signup.details.countryNotFound')}
          data={COUNTRIES}
          defaultValue={details.country}
          searchable
          autoSelectOnBlur
          allowDeselect={false}
          error={countryMissing ? t('signup.details.countryRequired') : undefined}
          onChange={() => setCountryMissing(false)}
          data-testid="details-country"
        />
        <TextInput
          {...field}
          name="mobileNumber"
          type="tel"
          label={t('signup.details.mobileNumber')}
          defaultValue={details.mobileNumber ?? details.phoneNumber ?? ''}
          autoComplete="tel"
          data-testid="details-mobile"
        />
        <Select
          required
          name="currency"
          label={t('signup.details.currency')}
          data={CURRENCIES}
          defaultValue={isCurrency(details.currency) ? details.currency : CURRENCIES[0]}
          allowDeselect={false}
          data-testid="details-currency"
        />
        <Button type="submit" loading={pending} data-testid="details-submit">
          {t('signup.details.submit')}
        </Button>
        <FormErrors errors={errors} />
      </Stack>
    </form>
  );
}
