import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODES, countryName } from '@mc/contracts/src/countries';

/** A country of the list: its ISO 3166-1 alpha-2 code is what is sent and stored, the name what is shown. */
export type CountryOption = { value: string; label: string };

/** The United States is left out: the service is not provided to US residents (specification §1). */
const NOT_OFFERED = new Set(['US']);

/**
 * Every country but those not offered, named in the reader's language (CLDR's names through
 * `Intl.DisplayNames`) and in that language's alphabetical order. A saved country is kept in the list
 * even when it is not offered (an older account), so the field shows it rather than an empty choice.
 */
export function countryOptions(language: string, saved: string | null | undefined): CountryOption[] {
  return COUNTRY_CODES.filter((code) => !NOT_OFFERED.has(code) || code === saved)
    .map((code) => ({ value: code, label: countryName(code, language) }))
    .sort((first, second) => first.label.localeCompare(second.label, language));
}

/** The list in the page's language, sorted once per language. */
export function useCountryOptions(saved: string | null | undefined): CountryOption[] {
  const { i18n } = useTranslation();
  return useMemo(() => countryOptions(i18n.language, saved), [i18n.language, saved]);
}
