import { COUNTRY_CODES, isCountryCode, type CountryCode } from '@mc/contracts';
import { identityError } from '../errors';
import type { LANGUAGES } from './input-rules';

/**
 * Reads a country as customers and old clients type it, into its ISO 3166-1 alpha-2 code (issue 24, item 1):
 * a code in any case ("de"), a name in any of the five languages from CLDR (`Intl.DisplayNames`, long and
 * short: "Deutschland", "UK") or a common form CLDR does not list ("U.S.A.", "Great Britain", "Holland").
 * Case, accents, dots and punctuation do not count. Nothing else is a country: "Atlantis" has no code.
 */

/** Forms people write that CLDR does not give in any of the five languages (it has "Türkiye", "Czechia"…). */
const COMMON_FORMS: Partial<Record<CountryCode, string[]>> = {
  US: ['USA', 'America', 'United States of America', 'Vereinigte Staaten von Amerika', 'Estados Unidos de América',
    'EEUU', 'EE UU', 'États-Unis d’Amérique', 'Соединённые Штаты Америки', 'США'],
  GB: ['Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland', 'Großbritannien',
    'Gran Bretaña', 'Inglaterra', 'Grande-Bretagne', 'Angleterre', 'Англия', 'Соединённое Королевство'],
  NL: ['Holland', 'The Netherlands', 'Holanda', 'Hollande', 'Голландия'],
  CZ: ['Czech Republic', 'Tschechische Republik', 'República Checa', 'République tchèque', 'Чешская Республика'],
  TR: ['Turkey'],
  RU: ['Russian Federation', 'Российская Федерация', 'РФ'],
  KR: ['Republic of Korea'],
  DE: ['Federal Republic of Germany', 'Bundesrepublik Deutschland', 'BRD'],
  AE: ['UAE', 'ОАЭ'],
  CI: ['Ivory Coast', 'Elfenbeinküste', 'Costa de Marfil'],
  CV: ['Cape Verde'],
  MK: ['Macedonia'],
  MM: ['Burma'],
  SZ: ['Swaziland'],
  VN: ['Viet Nam'],
  CD: ['DRC', 'DR Congo', 'Democratic Republic of the Congo'],
  VA: ['Vatican'],
}; // prettier-ignore

/** "&" in CLDR's names ("Trinidad & Tobago") as people write it, in each of the five languages. */
const AND_WORDS: Record<(typeof LANGUAGES)[number], string> = { en: 'and', ru: 'и', de: 'und', es: 'y', fr: 'et' };
const NAME_LANGUAGES = Object.keys(AND_WORDS) as (keyof typeof AND_WORDS)[];

/**
 * The form two spellings of one name share: no case, accents, dots or punctuation; single spaces.
 * Migration 0016 computes the same key in SQL (normalize NFKD, the same marks and punctuation).
 */
export function countryKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\./g, '')
    .replace(/[\s,'’()/&-]+/g, ' ')
    .trim();
}

/** Every name the parser knows, with its code: CLDR's in the five languages (and their variants), then the common forms. */
export function countryNameTable(): [name: string, code: CountryCode][] {
  const table: [string, CountryCode][] = [];
  for (const language of NAME_LANGUAGES) {
    for (const style of ['long', 'short'] as const) {
      const names = new Intl.DisplayNames([language], { type: 'region', style });
      for (const code of COUNTRY_CODES) {
        const name = names.of(code) ?? code;
        table.push([name, code]);
        if (name.includes('&')) table.push([name.replace(/&/g, AND_WORDS[language]), code]);
        if (/\bSt\. /.test(name)) table.push([name.replace(/\bSt\. /g, 'Saint '), code]);
      }
    }
  }
  for (const [code, forms] of Object.entries(COMMON_FORMS))
    for (const form of forms) table.push([form, code as CountryCode]);
  return table;
}

/** Names that stand for two countries are left out: such a text is no country rather than a guess. */
function byKey(table: [string, CountryCode][]): ReadonlyMap<string, CountryCode> {
  const codes = new Map<string, CountryCode | null>();
  for (const [name, code] of table) {
    const key = countryKey(name);
    const known = codes.get(key);
    codes.set(key, known === undefined || known === code ? code : null);
  }
  return new Map([...codes].filter((entry): entry is [string, CountryCode] => entry[1] !== null));
}

let codesByKey: ReadonlyMap<string, CountryCode> | undefined;

/** The code of the country the text names, or null when it names none. */
export function countryCodeOf(text: string): CountryCode | null {
  const trimmed = text.trim();
  if (isCountryCode(trimmed.toUpperCase())) return trimmed.toUpperCase() as CountryCode;
  codesByKey ??= byKey(countryNameTable());
  return codesByKey.get(countryKey(trimmed)) ?? null;
}

/** The code of the country the field names; a text that names none is refused (422) naming `country`. */
export function requireCountryCode(text: string): CountryCode {
  const code = countryCodeOf(text);
  if (code) return code;
  const problem = 'is not a country we recognise: choose one from the list, or send its ISO 3166-1 alpha-2 code';
  throw identityError('COUNTRY_NOT_RECOGNISED', `country ${problem} ("${text.trim()}")`, {
    fields: [{ field: 'country', problem }],
  });
}
