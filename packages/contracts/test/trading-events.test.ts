import { randomUUID } from 'node:crypto';
import { liveTrade, parseEventPayload } from '../src';

const tradeId = randomUUID();
const closed = {
  tradeId,
  userId: randomUUID(),
  holdId: `trade:${tradeId}`,
  assetCode: 'USD',
  marginMinor: '10000',
  profitMinor: '-2500',
  closedBy: 'STOP_LOSS',
  closeTickId: '42',
  closePrice: 96.53,
  closedAt: '2031-05-01T12:00:00.000Z',
};

describe('trading position contracts', () => {
  it('accepts a closed trade and refuses another hold id, a zero margin or a price of 6 decimals', () => {
    expect(parseEventPayload('trading.trade.closed', 1, closed)).toEqual(closed);
    for (const broken of [
      { ...closed, holdId: `withdrawal:${tradeId}` },
      { ...closed, marginMinor: '0' },
      { ...closed, closePrice: 96.123456 },
      { ...closed, closedBy: 'OPERATOR' },
    ]) {
      expect(() => parseEventPayload('trading.trade.closed', 1, broken)).toThrow();
    }
  });

  it('accepts the live message of a settled option only with a known status', () => {
    const message = { at: '2031-05-01T12:00:00.000Z', kind: 'OPTION', id: randomUUID(), status: 'WON' };
    expect(liveTrade.parse(message)).toEqual(message);
    expect(liveTrade.safeParse({ ...message, status: 'PENDING' }).success).toBe(false);
  });
});
