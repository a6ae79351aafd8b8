import type { TFunction } from 'i18next';
import type { StatementLine } from '../queries/statement';

/** Note values that are codes, worded from `funds.statement.values.<name>`; the rest are shown as they are. */
const CODED_VALUES = new Set(['method', 'closedBy']);

/**
 * A statement line's note in the reader's language: its code's text with its values (a day in the
 * reader's date format). An old line whose note has no code keeps the English text it was posted with.
 */
export function statementNoteText(line: StatementLine, t: TFunction, language: string): string {
  if (!line.note) return line.description;
  const values: Record<string, string> = {};
  for (const { name, value } of line.note.params)
    values[name] = CODED_VALUES.has(name)
      ? t(`funds.statement.values.${name}.${value}`, { defaultValue: value })
      : wordedValue(name, value, language);
  // A refund's plan is the purchase's comment, which can be empty: its sentence then leaves the name out.
  const context = 'plan' in values && !values.plan ? 'unnamed' : undefined;
  return t(`funds.statement.notes.${line.note.code}`, { ...values, context });
}

function wordedValue(name: string, value: string, language: string): string {
  if (name !== 'day' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${value}T00:00:00Z`),
  );
}
