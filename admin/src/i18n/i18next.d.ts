import 'i18next';
import type en from './en.json';
import type funds from './funds.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & typeof funds };
  }
}
