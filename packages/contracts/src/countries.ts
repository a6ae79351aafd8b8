/**
 * Countries as the platform stores and exchanges them: ISO 3166-1 alpha-2 codes (issue 24, item 1).
 * Identity stores a customer's country as one of these, trading's jurisdiction rules read nothing else,
 * and the screens show each in the reader's language with `Intl.DisplayNames`.
 *
 * The list is ISO 3166-1's 249 assigned codes plus XK (Kosovo, user-assigned in ISO but used by CLDR,
 * the EU and most registries), so a resident of Kosovo can give their country.
 */
export const COUNTRY_CODES = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ', 'BA', 'BB',
  'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY',
  'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX',
  'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK',
  'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS',
  'GT', 'GU', 'GW', 'GY', 'HK', 'HM', 'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR',
  'IS', 'IT', 'JE', 'JM', 'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA',
  'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA', 'NC', 'NE',
  'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM',
  'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW', 'SA', 'SB', 'SC', 'SD', 'SE', 'SG',
  'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF',
  'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY',
  'UZ', 'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const; // prettier-ignore

export type CountryCode = (typeof COUNTRY_CODES)[number];

const CODES: ReadonlySet<string> = new Set(COUNTRY_CODES);

/** Whether the text is one of the codes above, exactly (upper case, no spaces). */
export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && CODES.has(value);
}

/**
 * What identity announces to trading for a country given before codes that could not be recognised
 * (CLDR's "Unknown Region"): trading applies its strictest rules to it until the customer picks one.
 */
export const UNRECOGNISED_COUNTRY = 'ZZ';

const displayNames = new Map<string, Intl.DisplayNames>();

/** The country's name in the language (`Intl.DisplayNames`, CLDR's names); the code itself if it has none. */
export function countryName(code: string, language: string): string {
  try {
    let names = displayNames.get(language);
    if (!names) {
      names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
      displayNames.set(language, names);
    }
    return names.of(code) ?? code;
  } catch {
    // A malformed code (RangeError) or language: show what was stored rather than nothing.
    return code;
  }
}
