import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import content from './content.json';
import en from './en.json';
import funds from './funds.json';
import mining from './mining.json';
import trading from './trading.json';
import deskDe from '../trading-desk/desk.de.json';
import deskEn from '../trading-desk/desk.en.json';
import { panelLanguage } from './panelLanguage';

/** Resources are bundled, so initialisation is synchronous and the first render is already translated. */
void i18n.use(initReactI18next).init({
  lng: panelLanguage(),
  fallbackLng: 'en',
  defaultNS: 'translation',
  // The funds screens keep their texts in a file of their own, merged into the one namespace.
  // The trader desk also has German texts; the screens without them fall back to English.
  resources: {
    en: { translation: { ...en, ...funds, ...mining, ...trading, ...content, ...deskEn } },
    de: { translation: deskDe },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
});

export default i18n;
