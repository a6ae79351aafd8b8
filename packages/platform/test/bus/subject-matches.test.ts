import { subjectMatches } from '../../src/bus';

describe('subjectMatches', () => {
  it.each([
    ['funds.deposit.confirmed', 'funds.deposit.confirmed'],
    ['funds.*.confirmed', 'funds.deposit.confirmed'],
    ['funds.deposit.*', 'funds.deposit.confirmed'],
    ['*.*.*', 'funds.deposit.confirmed'],
    ['funds.>', 'funds.deposit'],
    ['funds.>', 'funds.deposit.confirmed.late'],
    ['>', 'funds'],
    ['funds.*.>', 'funds.deposit.confirmed'],
  ])('%s matches %s', (pattern, subject) => {
    expect(subjectMatches(pattern, subject)).toBe(true);
  });

  it.each([
    ['funds.deposit.confirmed', 'funds.deposit.rejected'],
    ['funds.deposit', 'funds.deposit.confirmed'], // literal patterns match whole subjects only
    ['funds.deposit.confirmed', 'funds.deposit'],
    ['funds.*', 'funds.deposit.confirmed'], // `*` is exactly one token
    ['funds.*.confirmed', 'funds.confirmed'],
    ['funds.>', 'funds'], // `>` needs at least one token
    ['funds.*.>', 'funds.deposit'],
    ['orders.>', 'funds.deposit.confirmed'],
    ['funds.>.confirmed', 'funds.deposit.confirmed'], // `>` only counts as the last token
    ['fund*.deposit', 'funds.deposit'], // wildcards are whole tokens, not globs
  ])('%s does not match %s', (pattern, subject) => {
    expect(subjectMatches(pattern, subject)).toBe(false);
  });
});
