import type { LanguageCode } from '../state/clientState';

/** Flags stand for the languages in the menu; the names come from the graph. */
export const LANGUAGE_FLAGS: Record<LanguageCode, string> = {
  en: '🇬🇧',
  ru: '🇷🇺',
  de: '🇩🇪',
  es: '🇪🇸',
  fr: '🇫🇷',
};
