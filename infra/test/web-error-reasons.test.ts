import { readFileSync } from 'node:fs';
import path from 'node:path';
import { de } from '../../web/src/i18n/locales/de';
import { en } from '../../web/src/i18n/locales/en';
import { es } from '../../web/src/i18n/locales/es';
import { fr } from '../../web/src/i18n/locales/fr';
import { ru } from '../../web/src/i18n/locales/ru';

/** The identity subgraph's closed list of reasons, read from its source (the union is a type only). */
function identityReasons(): string[] {
  const source = readFileSync(path.join(__dirname, '../../services/identity/src/errors.ts'), 'utf8');
  const union = /export type IdentityErrorReason =([^;]+);/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]);
}

describe('the web red box knows every identity error reason', () => {
  const reasons = identityReasons();
  const translated = { ru, de, es, fr };

  it('reads the reasons from the identity subgraph', () => {
    expect(reasons.length).toBeGreaterThan(20);
    expect(reasons).toContain('MESSAGE_NOT_FOUND');
  });

  it.each(reasons)('%s has an English text and a translation in ru, de, es and fr', (reason) => {
    const english = (en.apiErrors.reasons as Record<string, string>)[reason];
    expect(english).toEqual(expect.stringMatching(/\S/));
    for (const [language, catalogue] of Object.entries(translated)) {
      const text = (catalogue.apiErrors.reasons as Record<string, string>)[reason];
      expect({ language, text }).toEqual({ language, text: expect.stringMatching(/\S/) });
      expect({ language, same: text === english }).toEqual({ language, same: false });
    }
  });
});

/** The trading subgraph's closed list of reasons (its own and those of funds it passes on). */
function tradingReasons(): string[] {
  const source = readFileSync(path.join(__dirname, '../../services/trading/src/errors.ts'), 'utf8');
  const union = /export type TradingErrorReason =([^;]+);/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]);
}

describe('the web red box knows every trading error reason', () => {
  const reasons = tradingReasons();
  const translated = { ru, de, es, fr };

  it('reads the reasons from the trading subgraph', () => {
    expect(reasons).toEqual(expect.arrayContaining(['COPY_REQUIRED', 'DEPOSIT_REQUIRED', 'TRADE_NOT_FOUND']));
  });

  it.each(reasons)('%s has an English text and a translation in ru, de, es and fr', (reason) => {
    const english = (en.apiErrors.reasons as Record<string, string>)[reason];
    expect({ reason, english }).toEqual({ reason, english: expect.stringMatching(/\S/) });
    for (const [language, catalogue] of Object.entries(translated)) {
      const text = (catalogue.apiErrors.reasons as Record<string, string>)[reason];
      expect({ language, text }).toEqual({ language, text: expect.stringMatching(/\S/) });
    }
  });
});
