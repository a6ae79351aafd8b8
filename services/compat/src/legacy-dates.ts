/**
 * The month select of specification 001's trade forms (§2 and the update-date call, §7): JAN to DEC, with July
 * written JLY. Every legacy list sends its records' dates in these words.
 */
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JLY', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

/** `updated_at_month` and `updated_at_day` of a list record, as the specification's day select has them (01 to 31), in UTC. */
export function legacyMonthAndDay(at: string | Date) {
  const date = new Date(at);
  return {
    updated_at_month: MONTHS[date.getUTCMonth()],
    updated_at_day: String(date.getUTCDate()).padStart(2, '0'),
  };
}
