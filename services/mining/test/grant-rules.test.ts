import { grantTerm, mayAmend, nextStatus } from '../src/contracts/contract-rules';
import { planLabelOf, powerMhsOf, requestedExpiryOf } from '../src/grants/grant-input';

describe('grant and amendment rules', () => {
  it('starts an approved grant the next day, until the expiry asked for or for the plan term', () => {
    expect(grantTerm('2031-05-05', '2031-06-01', 365)).toEqual({
      startsOn: '2031-05-06',
      termDays: 26,
      expiresOn: '2031-06-01',
    });
    expect(grantTerm('2031-05-05', null, 365)).toEqual({
      startsOn: '2031-05-06',
      termDays: 365,
      expiresOn: '2032-05-05',
    });
    expect(grantTerm('2031-05-05', '2031-05-07', 365)?.termDays).toBe(1);
    expect(grantTerm('2031-05-05', '2031-05-06', 365)).toBeNull();
    expect(grantTerm('2031-05-05', '2031-05-01', 365)).toBeNull();
  });

  it('moves a pending grant to MINING on approval and TERMINATED on rejection, nothing else', () => {
    expect(nextStatus('APPROVE_GRANT', 'PENDING_PAYMENT')).toBe('MINING');
    expect(nextStatus('REJECT_GRANT', 'PENDING_PAYMENT')).toBe('TERMINATED');
    for (const status of ['MINING', 'STOPPED', 'EXPIRED', 'TERMINATED'] as const) {
      expect(nextStatus('APPROVE_GRANT', status)).toBeNull();
      expect(nextStatus('REJECT_GRANT', status)).toBeNull();
    }
  });

  it('amends running contracts only', () => {
    expect(
      ['PENDING_PAYMENT', 'MINING', 'STOPPED', 'EXPIRED', 'TERMINATED'].filter((s) => mayAmend(s as never)),
    ).toEqual(['MINING', 'STOPPED']);
  });

  it('reads power in GH/s (3 decimals, 0.001 to 1,000,000,000) as MH/s', () => {
    expect(powerMhsOf('1')).toBe(1_000n);
    expect(powerMhsOf('0.001')).toBe(1n);
    expect(powerMhsOf('1000000000')).toBe(1_000_000_000_000n);
    for (const bad of ['0', '0.0001', '1000000000.001', '-1', '1e3', '', 'one'])
      expect(() => powerMhsOf(bad)).toThrow('powerGhs');
  });

  it('reads an expiry after tomorrow and within five years, and a label of 1 to 100 characters', () => {
    expect(requestedExpiryOf('2031-05-03', '2031-05-01')).toBe('2031-05-03');
    expect(requestedExpiryOf('2036-05-01', '2031-05-01')).toBe('2036-05-01');
    for (const bad of ['2031-05-02', '2036-05-02', '2031-02-29', '2031-13-01', '31-05-03', 'soon'])
      expect(() => requestedExpiryOf(bad, '2031-05-01')).toThrow('expiresOn');
    expect(planLabelOf('  1 Week Contract ')).toBe('1 Week Contract');
    expect(() => planLabelOf('   ')).toThrow('planLabel');
    expect(() => planLabelOf('x'.repeat(101))).toThrow('planLabel');
  });
});
