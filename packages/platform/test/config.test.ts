import { z } from 'zod';
import { ConfigError, env, parseConfig } from '../src/config';

const shape = {
  PORT: env.port(3000),
  DATABASE_URL: env.url(),
  INTERNAL_SECRET: env.secret(16),
  LOG_LEVEL: env.logLevel(),
  PRICE_FEED: z.enum(['simulated']).default('simulated'),
};

describe('parseConfig', () => {
  it('parses valid variables and applies defaults', () => {
    const config = parseConfig(shape, { DATABASE_URL: 'postgres://localhost/x', INTERNAL_SECRET: 'a'.repeat(16) });
    expect(config).toEqual({
      PORT: 3000,
      DATABASE_URL: 'postgres://localhost/x',
      INTERNAL_SECRET: 'a'.repeat(16),
      LOG_LEVEL: 'info',
      PRICE_FEED: 'simulated',
    });
  });

  it('lists every bad variable at once and never echoes a secret', () => {
    let caught: unknown;
    try {
      parseConfig(shape, { PORT: '70000', DATABASE_URL: 'not a url', INTERNAL_SECRET: 'short', PRICE_FEED: 'live' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'DATABASE_URL',
      'INTERNAL_SECRET',
      'PORT',
      'PRICE_FEED',
    ]);
    expect((caught as ConfigError).message).not.toContain('short');
    expect((caught as ConfigError).message).toContain('"not a url"');
  });

  it('reports a missing required variable as missing', () => {
    expect(() => parseConfig(shape, { INTERNAL_SECRET: 'a'.repeat(16) })).toThrow(/DATABASE_URL: .*missing/);
  });

  it('accepts the port boundaries 0 and 65535 and refuses 65536 and -1', () => {
    const base = { DATABASE_URL: 'postgres://h/d', INTERNAL_SECRET: 'a'.repeat(16) };
    expect(parseConfig(shape, { ...base, PORT: '0' }).PORT).toBe(0);
    expect(parseConfig(shape, { ...base, PORT: '65535' }).PORT).toBe(65535);
    expect(() => parseConfig(shape, { ...base, PORT: '65536' })).toThrow(ConfigError);
    expect(() => parseConfig(shape, { ...base, PORT: '-1' })).toThrow(ConfigError);
  });

  it('reads a list of browser origins as a browser writes them, and refuses anything else', () => {
    const origins = { ALLOWED_ORIGINS: env.originList() };
    expect(parseConfig(origins, {}).ALLOWED_ORIGINS).toEqual([]);
    expect(
      parseConfig(origins, {
        ALLOWED_ORIGINS: ' https://cloudmine.example/ , http://10.0.0.5:3000,HTTPS://Admin.Example:443',
      }).ALLOWED_ORIGINS,
    ).toEqual(['https://cloudmine.example', 'http://10.0.0.5:3000', 'https://admin.example']);
    for (const bad of [
      'cloudmine.example',
      'https://cloudmine.example/app',
      'ftp://cloudmine.example',
      'https://a.example?x=1',
    ])
      expect(() => parseConfig(origins, { ALLOWED_ORIGINS: `https://fine.example,${bad}` })).toThrow(
        /ALLOWED_ORIGINS: (Invalid URL|must be scheme:\/\/host\[:port\], no path) \(got "https:\/\/fine\.example,/,
      );
  });
});
