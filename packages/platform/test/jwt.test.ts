import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import {
  generateJwtKeys,
  InvalidTokenError,
  loadOrCreateJwtKeys,
  signAccessToken,
  verifyAccessToken,
} from '../src/auth/jwt';
import { decodeViewer, encodeViewer } from '../src/auth/viewer';

const keys = generateJwtKeys();

describe('access tokens', () => {
  it('round-trips a customer and an admin', () => {
    expect(
      verifyAccessToken(keys.publicKey, signAccessToken(keys.privateKey, { kind: 'user', sub: 'u1' }, 60)),
    ).toEqual({ kind: 'user', userId: 'u1' });
    expect(
      verifyAccessToken(keys.publicKey, signAccessToken(keys.privateKey, { kind: 'user', sub: 'u1', sid: 's1' }, 60)),
    ).toEqual({ kind: 'user', userId: 'u1', sessionId: 's1' });
    const admin = signAccessToken(keys.privateKey, { kind: 'admin', sub: 'a1', roles: ['operator'] }, 60);
    expect(verifyAccessToken(keys.publicKey, admin)).toEqual({ kind: 'admin', adminId: 'a1', roles: ['operator'] });
  });

  it('answers a token verified before from memory until its expiry second, then as expired; never under another key', () => {
    const token = signAccessToken(keys.privateKey, { kind: 'user', sub: 'u7', sid: 's7' }, 60);
    const expiresAtMs = (jwt.decode(token) as { exp: number }).exp * 1000;
    const now = jest.spyOn(Date, 'now');
    try {
      expect(verifyAccessToken(keys.publicKey, token)).toEqual({ kind: 'user', userId: 'u7', sessionId: 's7' });
      now.mockReturnValue(expiresAtMs - 1);
      expect(verifyAccessToken(keys.publicKey, token)).toEqual({ kind: 'user', userId: 'u7', sessionId: 's7' });
      now.mockReturnValue(expiresAtMs);
      expect(() => verifyAccessToken(keys.publicKey, token)).toThrow(expect.objectContaining({ expired: true }));
    } finally {
      now.mockRestore();
    }
    const other = generateJwtKeys();
    const fresh = signAccessToken(keys.privateKey, { kind: 'user', sub: 'u8' }, 60);
    expect(verifyAccessToken(keys.publicKey, fresh)).toEqual({ kind: 'user', userId: 'u8' });
    expect(() => verifyAccessToken(other.publicKey, fresh)).toThrow(InvalidTokenError);
  });

  it('refuses a token signed by another key, an expired token, an HS256 token and garbage', () => {
    const other = generateJwtKeys();
    expect(() =>
      verifyAccessToken(keys.publicKey, signAccessToken(other.privateKey, { kind: 'user', sub: 'u1' }, 60)),
    ).toThrow(InvalidTokenError);
    expect(() =>
      verifyAccessToken(keys.publicKey, signAccessToken(keys.privateKey, { kind: 'user', sub: 'u1' }, -10)),
    ).toThrow(/expired/);
    const forged = jwt.sign({ kind: 'user' }, 'secret', {
      algorithm: 'HS256',
      subject: 'u1',
      issuer: 'cloudmine',
      audience: 'cloudmine-api',
    });
    expect(() => verifyAccessToken(keys.publicKey, forged)).toThrow(InvalidTokenError);
    expect(() => verifyAccessToken(keys.publicKey, 'not.a.token')).toThrow(InvalidTokenError);
  });

  it('refuses a validly signed token with unknown claims', () => {
    const odd = jwt.sign({ kind: 'root' }, keys.privateKey, {
      algorithm: 'ES256',
      subject: 'x',
      issuer: 'cloudmine',
      audience: 'cloudmine-api',
    });
    expect(() => verifyAccessToken(keys.publicKey, odd)).toThrow(/unexpected claims/);
  });

  it('generates keys into the data folder once and reuses them', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jwt-'));
    const first = loadOrCreateJwtKeys(dataDir);
    const second = loadOrCreateJwtKeys(dataDir);
    expect(second).toEqual(first);
    expect(statSync(path.join(dataDir, 'keys', 'jwt-private.pem')).mode & 0o777).toBe(0o600);
    expect(readFileSync(path.join(dataDir, 'keys', 'jwt-public.pem'), 'utf8')).toContain('BEGIN PUBLIC KEY');
  });
});

describe('viewer header', () => {
  it('round-trips and treats anything malformed as a guest', () => {
    const viewer = { kind: 'admin' as const, adminId: 'a', roles: ['superadmin' as const] };
    expect(decodeViewer(encodeViewer(viewer))).toEqual(viewer);
    expect(decodeViewer(undefined)).toEqual({ kind: 'guest' });
    expect(decodeViewer('%%%')).toEqual({ kind: 'guest' });
    expect(decodeViewer(Buffer.from('{"kind":"admin","adminId":"a","roles":["god"]}').toString('base64url'))).toEqual({
      kind: 'guest',
    });
  });
});
