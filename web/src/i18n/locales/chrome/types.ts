import type { chromeEn } from './en';

/** Every language has the chrome's English keys, each a string. */
type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
export type ChromeTranslation = Catalogue<typeof chromeEn>;
