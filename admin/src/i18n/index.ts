import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.json';
import funds from './funds.json';
import mining from './mining.json';
import trading from './trading.json';

/** Resources are bundled, so initialisation is synchronous and the first render is already translated. */
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  defaultNS: 'translation',
  // The funds screens keep their texts in a file of their own, merged into the one namespace.
  resources: { en: { translation: { ...en, ...funds, ...mining, ...trading } } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
