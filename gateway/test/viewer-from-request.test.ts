import { generateJwtKeys, signAccessToken } from '@mc/platform';
import { readCookie, tokenFromHeaders, viewerFromToken } from '../src/viewer-from-request';

const keys = generateJwtKeys();

describe('viewer from a request', () => {
  it('prefers the bearer token and falls back to the access cookie', () => {
    expect(tokenFromHeaders({ authorization: 'Bearer abc', cookie: 'access_token=def' })).toBe('abc');
    expect(tokenFromHeaders({ cookie: 'theme=dark; access_token=def%3D' })).toBe('def=');
    expect(tokenFromHeaders({})).toBeUndefined();
    expect(readCookie('a=1;b=2', 'b')).toBe('2');
  });

  it('makes no token a guest, a valid token its viewer, and a bad token a refusal', () => {
    expect(viewerFromToken(keys.publicKey, undefined)).toEqual({ ok: true, viewer: { kind: 'guest' } });
    const token = signAccessToken(keys.privateKey, { kind: 'user', sub: 'u-1' }, 60);
    expect(viewerFromToken(keys.publicKey, token)).toEqual({ ok: true, viewer: { kind: 'user', userId: 'u-1' } });
    const result = viewerFromToken(keys.publicKey, 'garbage');
    expect(result.ok).toBe(false);
  });

  it('makes an expired token of ours a guest whose session expired, so the client can refresh', () => {
    const expired = signAccessToken(keys.privateKey, { kind: 'user', sub: 'u-1' }, -5);
    expect(viewerFromToken(keys.publicKey, expired)).toEqual({
      ok: true,
      viewer: { kind: 'guest', sessionExpired: true },
    });
    const foreign = signAccessToken(generateJwtKeys().privateKey, { kind: 'user', sub: 'u-1' }, -5);
    expect(viewerFromToken(keys.publicKey, foreign).ok).toBe(false);
  });
});
