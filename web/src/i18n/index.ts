import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getClientState, LANGUAGE_CODES, subscribeClientState, type LanguageCode } from '../state/clientState';
import type { CoreTranslation } from './locales/core/en';
import type { Translation } from './locales/en';

/**
 * Two chunks per language, loaded when shown: the core (the chrome and the home page above the fold)
 * and the whole catalogue, which every other page and the home page's sections under the fold load
 * before they render (docs/adr/0027). A visitor reads one language, and the home page needs a tenth
 * of its texts.
 */
const CORE_CATALOGUES: Record<LanguageCode, () => Promise<CoreTranslation>> = {
  en: async () => (await import('./locales/core/en')).enCore,
  ru: async () => (await import('./locales/core/ru')).ruCore,
  de: async () => (await import('./locales/core/de')).deCore,
  es: async () => (await import('./locales/core/es')).esCore,
  fr: async () => (await import('./locales/core/fr')).frCore,
};

const WHOLE_CATALOGUES: Record<LanguageCode, () => Promise<Translation>> = {
  en: async () => (await import('./locales/en')).en,
  ru: async () => (await import('./locales/ru')).ru,
  de: async () => (await import('./locales/de')).de,
  es: async () => (await import('./locales/es')).es,
  fr: async () => (await import('./locales/fr')).fr,
};

/** Set once a page needs more than the core: from then on every language is loaded whole. */
let wholeCataloguesWanted = false;
const wholeLoaded = new Set<LanguageCode>();

async function loadCatalogue(language: LanguageCode): Promise<void> {
  if (wholeCataloguesWanted && !wholeLoaded.has(language)) {
    // Deep merge over the core, which has the same texts for its keys.
    i18next.addResourceBundle(language, 'translation', await WHOLE_CATALOGUES[language](), true, true);
    wholeLoaded.add(language);
  } else if (!i18next.hasResourceBundle(language, 'translation')) {
    i18next.addResourceBundle(language, 'translation', await CORE_CATALOGUES[language]());
  }
}

/**
 * Loads the whole catalogue of the language shown (and from then on of any language chosen): what a
 * page or section outside the core awaits before it renders (app/lazyPage.tsx, ui/deferredSection.tsx).
 */
export function loadWholeCatalogue(): Promise<void> {
  // The server render has every catalogue already (entry-server.tsx) and never starts this instance.
  if (typeof window === 'undefined') return Promise.resolve();
  wholeCataloguesWanted = true;
  return loadCatalogue(getClientState().language);
}

/**
 * A text asked for that the loaded catalogue does not have: the page rendered before its catalogue
 * was loaded, or a key is missing. Logged so browser tests fail on it (they fail on console errors).
 * Texts with a default (an unknown statement line kind) are expected to be missing sometimes.
 */
function reportMissingText(
  _languages: readonly string[],
  _namespace: string,
  key: string,
  _fallback: string,
  _update: boolean,
  options?: { defaultValue?: unknown },
) {
  if (options?.defaultValue === undefined) console.error(`i18n: no text for "${key}" in the loaded catalogue`);
}

/**
 * Starts i18next in the saved language once its core catalogue is loaded and follows every later
 * language change. <html lang> follows the language of the text shown, so it changes when the
 * catalogue has come.
 */
export async function startI18n(): Promise<typeof i18next> {
  const language = getClientState().language;
  const translation = await CORE_CATALOGUES[language]();
  await i18next.use(initReactI18next).init({
    resources: { [language]: { translation } },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: 'en',
    // React escapes rendered text already.
    interpolation: { escapeValue: false },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: reportMissingText,
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
