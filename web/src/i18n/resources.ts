import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { ru } from './locales/ru';

/** Every catalogue at once, for the server render (the browser loads only the language it shows). */
export const resources = {
  en: { translation: en },
  ru: { translation: ru },
  de: { translation: de },
  es: { translation: es },
  fr: { translation: fr },
} as const;
