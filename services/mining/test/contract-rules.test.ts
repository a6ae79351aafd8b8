import {
  addDays,
  daysBetween,
  effectiveExpiry,
  effectiveStatus,
  nextStatus,
  proRataRefundMinor,
  purchasedHashrateMhs,
  remainingDays,
  type ContractTimeline,
} from '../src/contracts/contract-rules';

const contract = (overrides: Partial<ContractTimeline> = {}): ContractTimeline => ({
  status: 'MINING',
  startsOn: '2031-05-02',
  expiresOn: '2032-05-01',
  termDays: 365,
  stoppedSince: null,
  stoppedDays: 0,
  ...overrides,
});

describe('contract rules', () => {
  it('counts UTC days across months and leap years', () => {
    expect(addDays('2031-05-02', 365)).toBe('2032-05-01');
    expect(addDays('2032-02-28', 1)).toBe('2032-02-29');
    expect(daysBetween('2031-05-02', '2032-05-01')).toBe(365);
    expect(daysBetween('2031-05-02', '2031-05-01')).toBe(-1);
    expect(() => addDays('2031-5-2', 1)).toThrow('not a UTC date');
  });

  it('sells hashrate in proportion to the price, truncated to the MH/s', () => {
    expect(purchasedHashrateMhs(1_000_000n, { priceUsd: 10_000, hashrateThs: 2_000 })).toBe(2_000_000_000n);
    expect(purchasedHashrateMhs(1n, { priceUsd: 10_000, hashrateThs: 2_000 })).toBe(2_000n);
    expect(purchasedHashrateMhs(3_000_000n, { priceUsd: 24_500, hashrateThs: 4_500 })).toBe(5_510_204_081n);
    expect(() => purchasedHashrateMhs(0n, { priceUsd: 10_000, hashrateThs: 2_000 })).toThrow();
  });

  it('moves the expiry by every stopped day on or after the start, the open stop included', () => {
    expect(effectiveExpiry(contract({ stoppedDays: 5 }), '2031-06-01')).toBe('2032-05-06');
    const stopped = contract({ status: 'STOPPED', stoppedSince: '2031-06-01', stoppedDays: 5 });
    expect(effectiveExpiry(stopped, '2031-06-01')).toBe('2032-05-06');
    expect(effectiveExpiry(stopped, '2031-06-04')).toBe('2032-05-09');
    // Stopped before the start: only days from the start count.
    const early = contract({ status: 'STOPPED', stoppedSince: '2031-04-20' });
    expect(effectiveExpiry(early, '2031-05-04')).toBe('2032-05-03');
  });

  it('is expired from the effective expiry day, never while stopped', () => {
    expect(effectiveStatus(contract(), '2032-04-30')).toBe('MINING');
    expect(effectiveStatus(contract(), '2032-05-01')).toBe('EXPIRED');
    expect(effectiveStatus(contract({ status: 'STOPPED', stoppedSince: '2032-04-01' }), '2040-01-01')).toBe('STOPPED');
    expect(effectiveStatus(contract({ status: 'TERMINATED' }), '2040-01-01')).toBe('TERMINATED');
  });

  it('refunds the days not mined, pro rata, truncated', () => {
    expect(remainingDays(contract(), '2031-05-01')).toBe(365);
    expect(remainingDays(contract(), '2031-05-02')).toBe(365);
    expect(remainingDays(contract(), '2031-05-03')).toBe(364);
    expect(remainingDays(contract(), '2032-04-30')).toBe(1);
    expect(remainingDays(contract(), '2032-06-01')).toBe(0);
    expect(proRataRefundMinor(1_000_000n, 350, 365)).toBe(958_904n);
    expect(proRataRefundMinor(1_000_000n, 365, 365)).toBe(1_000_000n);
    expect(proRataRefundMinor(1_000_000n, 0, 365)).toBe(0n);
    expect(() => proRataRefundMinor(1n, 366, 365)).toThrow();
  });

  it('allows stop from mining, resume from stopped, termination from any live status, nothing from an end', () => {
    expect(nextStatus('STOP', 'MINING')).toBe('STOPPED');
    expect(nextStatus('STOP', 'STOPPED')).toBeNull();
    expect(nextStatus('RESUME', 'STOPPED')).toBe('MINING');
    expect(nextStatus('RESUME', 'MINING')).toBeNull();
    for (const status of ['PENDING_PAYMENT', 'MINING', 'STOPPED'] as const)
      expect(nextStatus('TERMINATE', status)).toBe('TERMINATED');
    for (const action of ['STOP', 'RESUME', 'TERMINATE'] as const)
      for (const status of ['EXPIRED', 'TERMINATED'] as const) expect(nextStatus(action, status)).toBeNull();
  });
});
