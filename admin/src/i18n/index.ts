import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';

/** Resources are bundled, so initialisation is synchronous and the first render is already translated. */
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'translation',
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
