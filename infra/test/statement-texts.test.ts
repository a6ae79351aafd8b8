import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isEnumType } from 'graphql';
import { ENTRY_KINDS, NOTE_CODES } from '../../services/funds/src/ledger/notes';
import { statementEntriesDe } from '../../web/src/i18n/locales/funds/statement-de';
import { statementEntriesEn } from '../../web/src/i18n/locales/funds/statement-en';
import { statementEntriesEs } from '../../web/src/i18n/locales/funds/statement-es';
import { statementEntriesFr } from '../../web/src/i18n/locales/funds/statement-fr';
import { statementEntriesRu } from '../../web/src/i18n/locales/funds/statement-ru';

/** The values of one of the graph's enums, as clients see the graph. */
function enumValues(name: string): string[] {
  const schema = buildSchema(readFileSync(path.join(__dirname, '../../gateway/api-schema.graphql'), 'utf8'));
  const type = schema.getType(name);
  if (!isEnumType(type)) throw new Error(`${name} is not an enum of the graph`);
  return type.getValues().map((value) => value.name);
}

const catalogues = {
  en: statementEntriesEn,
  de: statementEntriesDe,
  es: statementEntriesEs,
  fr: statementEntriesFr,
  ru: statementEntriesRu,
};
const texts = (group: Record<string, string>, keys: string[]) => keys.map((key) => [key, group[key] ?? null]);
const withText = (keys: string[]) => keys.map((key) => [key, expect.stringMatching(/\S/)]);

describe('every statement line is worded in the five languages', () => {
  const kinds = enumValues('StatementEntryKind');
  const codes = enumValues('StatementNoteCode');

  it('the graph lists the kinds and note codes funds writes', () => {
    expect(kinds).toEqual([...ENTRY_KINDS]);
    expect(codes).toEqual(NOTE_CODES);
  });

  it.each(Object.entries(catalogues))(
    '%s has a text for each entry kind and each note code',
    (_language, catalogue) => {
      expect(texts(catalogue.kinds, kinds)).toEqual(withText(kinds));
      expect(texts(catalogue.notes, codes)).toEqual(withText(codes));
    },
  );

  it.each(Object.entries(catalogues))('%s words the coded values a note names', (_language, catalogue) => {
    const closedBy = ['CUSTOMER', 'TAKE_PROFIT', 'STOP_LOSS', 'CLOSE_OUT', 'ADMIN'];
    const methods = ['BITCOIN', 'ETHEREUM', 'PAYPAL', 'BANK'];
    expect(texts(catalogue.values.closedBy, closedBy)).toEqual(withText(closedBy));
    expect(texts(catalogue.values.method, methods)).toEqual(withText(methods));
  });

  it.each(Object.entries(catalogues).filter(([language]) => language !== 'en'))(
    '%s translates the notes rather than repeating the English',
    (_language, catalogue) => {
      const notes: Record<string, string> = catalogue.notes;
      const english: Record<string, string> = statementEntriesEn.notes;
      expect(codes.filter((code) => notes[code] === english[code])).toEqual([]);
    },
  );
});
