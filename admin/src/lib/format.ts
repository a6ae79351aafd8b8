import { useTranslation } from 'react-i18next';

/** Formats the graph's DateTime strings as a medium date and time in the panel's language. */
export function useDateTimeFormat(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (iso) => format.format(new Date(iso));
}

/** A JSON text pretty-printed with two-space indents; text that is not JSON is returned as it is. */
export function prettyJson(json: string): string {
  try {
    return JSON.stringify(JSON.parse(json), null, 2);
  } catch {
    return json;
  }
}
