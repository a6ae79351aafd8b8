import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getClientState, subscribeClientState } from '../state/clientState';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { ru } from './locales/ru';

export const resources = {
  en: { translation: en },
  ru: { translation: ru },
  de: { translation: de },
  es: { translation: es },
  fr: { translation: fr },
} as const;

/** Starts i18next in the saved language and follows every later language change. */
export function startI18n(): typeof i18next {
  void i18next.use(initReactI18next).init({
    resources,
    lng: getClientState().language,
    fallbackLng: 'en',
    // React escapes rendered text already.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  subscribeClientState(() => {
    const { language } = getClientState();
    if (i18next.language !== language) void i18next.changeLanguage(language);
  });
  return i18next;
}
