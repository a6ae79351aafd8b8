/** A copy of a record that JSON can hold: bigint figures (amounts, versions) become decimal strings. */
export function jsonSafe(record: unknown): unknown {
  return JSON.parse(
    JSON.stringify(record, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
  ) as unknown;
}
