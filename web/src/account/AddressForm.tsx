import { useMutation } from '@apollo/client/react';
import { Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryOptions } from '../signup/countries';
import { FormErrors } from '../ui/FormErrors';
import { formText, SuccessBox, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { UPDATE_ADDRESS_MUTATION, type AccountDetails } from './queries';

/**
 * /user/auth/address.html: street address, post code, city, state or region (optional) and
 * country, prefilled → `updateAddress`.
 */
export function AddressForm({ account }: { account: AccountDetails }) {
  const { t } = useTranslation();
  const [updateAddress] = useMutation(UPDATE_ADDRESS_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [countryMissing, setCountryMissing] = useState(false);
  const [saved, setSaved] = useState(false);
  const countries = useCountryOptions(account.country);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      streetAddress: formText(form, 'streetAddress'),
      postCode: formText(form, 'postCode'),
      city: formText(form, 'city'),
      state: formText(form, 'state'),
      country: formText(form, 'country'),
    };
    setSaved(false);
    // The search box can hold text without a chosen country; the hidden value is what counts.
    setCountryMissing(input.country === '');
    if (input.country === '') return;
    void run(async () => {
      await updateAddress({ variables: { input } });
      setSaved(true);
    });
  };

  const field = { required: true, maxLength: TEXT_MAX_LENGTH };
  return (
    <form onSubmit={submit} data-testid="address-form">
      <Stack gap="md">
        <TextInput
          {...field}
          name="streetAddress"
          label={t('account.address.streetAddress')}
          defaultValue={account.streetAddress ?? ''}
          autoComplete="street-address"
          data-testid="address-street"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            {...field}
            name="postCode"
            label={t('account.address.postCode')}
            defaultValue={account.postCode ?? ''}
            autoComplete="postal-code"
            data-testid="address-post-code"
          />
          <TextInput
            {...field}
            name="city"
            label={t('account.address.city')}
            defaultValue={account.city ?? ''}
            autoComplete="address-level2"
            data-testid="address-city"
          />
        </SimpleGrid>
        <TextInput
          maxLength={TEXT_MAX_LENGTH}
          name="state"
          label={t('account.address.state')}
          description={t('account.address.stateOptional')}
          defaultValue={account.state ?? ''}
          autoComplete="address-level1"
          data-testid="address-state"
        />
        <Select
          {...field}
          name="country"
          label={t('account.address.country')}
          placeholder={t('signup.details.countryPlaceholder')}
          nothingFoundMessage={t('signup.details.countryNotFound')}
          data={countries}
          defaultValue={account.country}
          searchable
          autoSelectOnBlur
          allowDeselect={false}
          error={countryMissing ? t('signup.details.countryRequired') : undefined}
          onChange={() => setCountryMissing(false)}
          data-testid="address-country"
        />
        <Button type="submit" loading={pending} data-testid="address-submit">
          {t('account.address.submit')}
        </Button>
        <FormErrors errors={errors} />
        {saved && <SuccessBox>{t('account.address.saved')}</SuccessBox>}
      </Stack>
    </form>
  );
}
