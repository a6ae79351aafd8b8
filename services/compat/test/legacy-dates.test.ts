import { legacyMonthAndDay } from '../src/legacy-dates';

describe('the month and day of a legacy list record', () => {
  it('is the month select of specification 001 (July written JLY) and a two-digit day, in UTC', () => {
    expect(legacyMonthAndDay('2026-07-04T23:59:59.999Z')).toEqual({ updated_at_month: 'JLY', updated_at_day: '04' });
    expect(legacyMonthAndDay('2026-11-30T12:00:00+02:00')).toEqual({ updated_at_month: 'NOV', updated_at_day: '30' });
    expect(legacyMonthAndDay(new Date('2027-01-01T00:00:00Z'))).toEqual({
      updated_at_month: 'JAN',
      updated_at_day: '01',
    });
  });
});
