import 'i18next';
import type content from './content.json';
import type en from './en.json';
import type funds from './funds.json';
import type mining from './mining.json';
import type trading from './trading.json';
import type deskEn from '../trading-desk/desk.en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof en & typeof funds & typeof mining & typeof trading & typeof content & typeof deskEn;
    };
  }
}
