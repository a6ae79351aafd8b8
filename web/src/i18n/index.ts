import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getClientState, LANGUAGE_CODES, subscribeClientState, type LanguageCode } from '../state/clientState';
import type { Translation } from './locales/en';

/**
 * One chunk per language, loaded when shown: the five catalogues together are a third of the home
 * page's JavaScript, and a visitor reads one of them.
 */
const CATALOGUES: Record<LanguageCode, () => Promise<Translation>> = {
  en: async () => (await import('./locales/en')).en,
  ru: async () => (await import('./locales/ru')).ru,
  de: async () => (await import('./locales/de')).de,
  es: async () => (await import('./locales/es')).es,
  fr: async () => (await import('./locales/fr')).fr,
};

async function loadCatalogue(language: LanguageCode): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await CATALOGUES[language]());
}

/**
 * Starts i18next in the saved language once its catalogue is loaded and follows every later language
 * change. <html lang> follows the language of the text shown, so it changes when the catalogue has come.
 */
export async function startI18n(): Promise<typeof i18next> {
  const language = getClientState().language;
  const translation = await CATALOGUES[language]();
  await i18next.use(initReactI18next).init({
    resources: { [language]: { translation } },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    // React escapes rendered text already.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // The other catalogues load at the visitor's first input, not with the page: a language chosen from
  // the menu is then shown at once.
  for (const event of ['pointerdown', 'keydown', 'touchstart'])
    window.addEventListener(event, () => LANGUAGE_CODES.forEach((code) => void loadCatalogue(code)), {
      once: true,
      capture: true,
      passive: true,
    });
  i18next.on('languageChanged', (shown) => {
    document.documentElement.lang = shown;
  });
  subscribeClientState(() => {
    const wanted = getClientState().language;
    if (i18next.language === wanted) return;
    void loadCatalogue(wanted).then(() => {
      // A later choice made while this catalogue loaded wins.
      if (getClientState().language === wanted) return i18next.changeLanguage(wanted);
    });
  });
  return i18next;
}
