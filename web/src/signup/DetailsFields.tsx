import { Alert, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formText, TEXT_MAX_LENGTH } from '@mc/client';
import { useCountryOptions } from './countries';
import { CURRENCIES, isCurrency } from './currencies';
import type { DetailsInput } from '../graphql/generated/graphql';
import type { SignupDetails } from './queries';

/**
 * What the fields start with: what the customer gave so far. The phone number of sign-up step 1
 * is offered while no mobile number is saved.
 */
export type DetailsValues = Omit<SignupDetails, 'id'>;

interface DetailsFieldsProps {
  values: DetailsValues;
  /** Test ids are `${prefix}-first-name`, `${prefix}-country`…: 'details' in the wizard, 'profile' on the account page. */
  testIdPrefix: string;
  /** Set when the form was sent without a country chosen from the list. */
  countryMissing: boolean;
  onCountryChange: () => void;
  /**
   * The profile of a customer without a country: the one given before countries became codes was not
   * one we recognise (identity migration 0016), and trading applies its strictest rules until one is chosen.
   */
  askForCountry?: boolean;
}

/**
 * The details of sign-up step 2 and of the profile page: first and last name, country, mobile
 * number and account currency (read back with `readDetails`).
 */
export function DetailsFields({
  values,
  testIdPrefix,
  countryMissing,
  onCountryChange,
  askForCountry = false,
}: DetailsFieldsProps) {
  const { t } = useTranslation();
  const countries = useCountryOptions(values.country);
  const field = { required: true, maxLength: TEXT_MAX_LENGTH };
  return (
    <>
      {askForCountry && (
        <Alert color="yellow" variant="light" data-testid={`${testIdPrefix}-choose-country`}>
          {t('signup.details.chooseCountry')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          {...field}
          name="firstName"
          label={t('signup.details.firstName')}
          defaultValue={values.firstName ?? ''}
          autoComplete="given-name"
          data-testid={`${testIdPrefix}-first-name`}
        />
        <TextInput
          {...field}
          name="lastName"
          label={t('signup.details.lastName')}
          defaultValue={values.lastName ?? ''}
          autoComplete="family-name"
          data-testid={`${testIdPrefix}-last-name`}
        />
      </SimpleGrid>
      <Select
        {...field}
        name="country"
        label={t('signup.details.country')}
        description={<span data-testid={`${testIdPrefix}-us-notice`}>{t('signup.details.usNotice')}</span>}
        placeholder={t('signup.details.countryPlaceholder')}
        nothingFoundMessage={t('signup.details.countryNotFound')}
        data={countries}
        defaultValue={values.country}
        searchable
        autoSelectOnBlur
        allowDeselect={false}
        error={countryMissing ? t('signup.details.countryRequired') : undefined}
        onChange={onCountryChange}
        data-testid={`${testIdPrefix}-country`}
      />
      <TextInput
        {...field}
        name="mobileNumber"
        type="tel"
        label={t('signup.details.mobileNumber')}
        defaultValue={values.mobileNumber ?? values.phoneNumber ?? ''}
        autoComplete="tel"
        data-testid={`${testIdPrefix}-mobile`}
      />
      <Select
        required
        name="currency"
        label={t('signup.details.currency')}
        data={CURRENCIES}
        defaultValue={isCurrency(values.currency) ? values.currency : CURRENCIES[0]}
        allowDeselect={false}
        data-testid={`${testIdPrefix}-currency`}
      />
    </>
  );
}

/**
 * The submitted details, or null when they cannot be sent: the country search box can hold text
 * without a chosen country (the hidden value, the country's code, is what counts).
 */
export function readDetails(form: FormData): DetailsInput | null {
  const country = formText(form, 'country');
  const currency = formText(form, 'currency');
  if (country === '' || !isCurrency(currency)) return null;
  return {
    firstName: formText(form, 'firstName'),
    lastName: formText(form, 'lastName'),
    country,
    mobileNumber: formText(form, 'mobileNumber'),
    currency,
  };
}
