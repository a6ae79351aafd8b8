/** The languages the panel has texts in; English is complete, the others fall back to it. */
const LANGUAGES = ['en', 'de'] as const;
const STORAGE_KEY = 'admin.language';

const isLanguage = (value: string | null): value is (typeof LANGUAGES)[number] =>
  (LANGUAGES as readonly (string | null)[]).includes(value);

/**
 * The panel's language: `?lang=de` chooses it (and is remembered in this browser), otherwise the one
 * remembered, otherwise English.
 */
export function panelLanguage(): string {
  if (typeof window === 'undefined') return 'en';
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(asked)) {
    window.localStorage.setItem(STORAGE_KEY, asked);
    return asked;
  }
  const remembered = window.localStorage.getItem(STORAGE_KEY);
  return isLanguage(remembered) ? remembered : 'en';
}
