import { RateLimiter } from '@mc/platform';
import { newRefreshSecret, parseRefreshToken, refreshToken } from '../src/auth/refresh-tokens';
import { decidePinSend, generatePin, isWellFormedPin, PIN_RESEND_INTERVAL_MS } from '../src/devices/pin-rules';
import { devicePinMail } from '../src/mail/templates';

const HOUR_MS = 3_600_000;

describe('PIN send policy', () => {
  const at = (ms: number) => new Date(ms);

  it('allows the first send, refuses within a minute, allows at exactly one minute', () => {
    expect(decidePinSend(undefined, 0)).toMatchObject({ allowed: true, sendsInWindow: 1 });
    const previous = { sentAt: at(0), windowStartedAt: at(0), sendsInWindow: 1 };
    expect(decidePinSend(previous, PIN_RESEND_INTERVAL_MS - 1)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(decidePinSend(previous, PIN_RESEND_INTERVAL_MS)).toMatchObject({ allowed: true, sendsInWindow: 2 });
  });

  it('allows five sends an hour and opens a new window after the hour', () => {
    const fifth = { sentAt: at(10 * 60_000), windowStartedAt: at(0), sendsInWindow: 5 };
    expect(decidePinSend(fifth, 20 * 60_000)).toEqual({ allowed: false, retryAfterMs: HOUR_MS - 20 * 60_000 });
    expect(decidePinSend(fifth, HOUR_MS)).toMatchObject({ allowed: true, sendsInWindow: 1 });
  });

  it('generates well-formed PINs only', () => {
    for (let index = 0; index < 1000; index += 1) expect(isWellFormedPin(generatePin())).toBe(true);
    expect(['1234', '123456', '12a45', ' 1234'].some(isWellFormedPin)).toBe(false);
  });

  it('writes the PIN mail in each language and falls back to English', () => {
    for (const language of ['en', 'ru', 'de', 'es', 'fr'])
      expect(devicePinMail(language, '04217', 15).text).toContain('04217');
    expect(devicePinMail('de', '04217', 15).subject).toContain('PIN');
    expect(devicePinMail('xx', '04217', 15)).toEqual(devicePinMail('en', '04217', 15));
  });
});

describe('RateLimiter', () => {
  it('allows the limit per window, then refuses until the window passes', async () => {
    let nowMs = 0;
    const limiter = new RateLimiter({ name: 'test', limit: 2, windowMs: 1_000, now: () => nowMs });
    const consumed = [];
    for (const key of ['a', 'a', 'a', 'b']) consumed.push(await limiter.consume(key));
    expect(consumed).toEqual([true, true, false, true]);
    nowMs = 999;
    expect(await limiter.consume('a')).toBe(false);
    nowMs = 1_000;
    expect(await limiter.consume('a')).toBe(true);
  });
});

describe('refresh tokens', () => {
  it('round-trips and refuses anything else', () => {
    const { secret } = newRefreshSecret();
    const sessionId = '6f1c2b8e-8a59-4f3e-9d2a-0c1b2d3e4f50';
    expect(parseRefreshToken(refreshToken(sessionId, secret))).toEqual({ sessionId, secret });
    for (const bad of [undefined, '', 'x.y', `${sessionId}.short`, `${sessionId}.${secret}.extra`])
      expect(parseRefreshToken(bad)).toBeUndefined();
  });
});
