import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import { z } from 'zod';
import { ADMIN_ROLES, type Viewer } from './viewer';

/** ES256 access tokens. Identity signs them; the gateway and the subscription server verify them. */
const ISSUER = 'cloudmine';
const AUDIENCE = 'cloudmine-api';

/** `sid`: the session the token was issued for, so identity can refuse it once that session ended. */
const sessionId = z.string().min(1).optional();
const claimsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), sub: z.string().min(1), sid: sessionId }),
  z.object({ kind: z.literal('admin'), sub: z.string().min(1), roles: z.array(z.enum(ADMIN_ROLES)), sid: sessionId }),
]);
/** A verified token's claims: jsonwebtoken has checked `exp`, which every token we sign carries. */
const verifiedClaimsSchema = z.intersection(claimsSchema, z.object({ exp: z.number().int() }));

export type AccessClaims = z.infer<typeof claimsSchema>;
export type JwtKeys = { privateKey: string; publicKey: string };

export class InvalidTokenError extends Error {
  /** True when the token was ours and well-formed but is past its expiry: the client may refresh. */
  constructor(
    reason: string,
    readonly expired = false,
  ) {
    super(`Invalid access token: ${reason}`);
    this.name = 'InvalidTokenError';
  }
}

/**
 * Keys parsed once per PEM: jsonwebtoken parses a PEM string again on every call, which was 7 % of the
 * gateway's busy time (a process holds one or two keys).
 */
const parsedKeys = new Map<string, KeyObject>();
function keyObject(pem: string, parse: (pem: string) => KeyObject): KeyObject {
  let key = parsedKeys.get(pem);
  if (!key) parsedKeys.set(pem, (key = parse(pem)));
  return key;
}

export function signAccessToken(privateKey: string, claims: AccessClaims, ttlSeconds: number): string {
  const { sub, ...rest } = claims;
  return jwt.sign(rest, keyObject(privateKey, createPrivateKey), {
    algorithm: 'ES256',
    subject: sub,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: ttlSeconds,
  });
}

/**
 * Tokens verified already, with their viewer, until they expire. A token names the same viewer until
 * its expiry (verifying is stateless: identity refuses an ended session by its `sid`), and checking an
 * ES256 signature again was the larger part of a many-customer request's token cost. Bounded: the
 * oldest entry goes first.
 */
const VERIFIED_TOKENS_KEPT = 10_000;
type VerifiedToken = { viewer: Viewer; expiresAtMs: number };
const verifiedTokens = new Map<string, Map<string, VerifiedToken>>();

/** Throws InvalidTokenError for a bad signature, a wrong issuer or audience, expiry or bad claims. */
export function verifyAccessToken(publicKey: string, token: string): Viewer {
  let verified = verifiedTokens.get(publicKey);
  if (!verified) verifiedTokens.set(publicKey, (verified = new Map<string, VerifiedToken>()));
  const kept = verified.get(token);
  // The same instant jsonwebtoken checks `exp` against (whole seconds of Date.now()).
  if (kept && Math.floor(Date.now() / 1000) * 1000 < kept.expiresAtMs) return kept.viewer;
  verified.delete(token);
  const { viewer, expiresAtMs } = verifySignature(publicKey, token);
  if (verified.size >= VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
  verified.set(token, { viewer, expiresAtMs });
  return viewer;
}

function verifySignature(publicKey: string, token: string): { viewer: Viewer; expiresAtMs: number } {
  let decoded: unknown;
  try {
    decoded = jwt.verify(token, keyObject(publicKey, createPublicKey), {
      algorithms: ['ES256'],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
  } catch (error) {
    throw new InvalidTokenError(
      error instanceof Error ? error.message : 'unverifiable',
      error instanceof jwt.TokenExpiredError,
    );
  }
  const claims = verifiedClaimsSchema.safeParse(decoded);
  if (!claims.success) throw new InvalidTokenError('unexpected claims');
  const session = claims.data.sid ? { sessionId: claims.data.sid } : {};
  const viewer: Viewer =
    claims.data.kind === 'user'
      ? { kind: 'user', userId: claims.data.sub, ...session }
      : { kind: 'admin', adminId: claims.data.sub, roles: claims.data.roles, ...session };
  return { viewer, expiresAtMs: claims.data.exp * 1000 };
}

export function generateJwtKeys(): JwtKeys {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/** Embedded mode: keys from the environment, else from `DATA_DIR/keys`, generated on first start. */
export function loadOrCreateJwtKeys(dataDir: string, fromEnv: Partial<JwtKeys> = {}): JwtKeys {
  if (fromEnv.privateKey && fromEnv.publicKey) return { privateKey: fromEnv.privateKey, publicKey: fromEnv.publicKey };
  const directory = path.join(dataDir, 'keys');
  const privatePath = path.join(directory, 'jwt-private.pem');
  const publicPath = path.join(directory, 'jwt-public.pem');
  if (existsSync(privatePath) && existsSync(publicPath)) {
    return { privateKey: readFileSync(privatePath, 'utf8'), publicKey: readFileSync(publicPath, 'utf8') };
  }
  const keys = generateJwtKeys();
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  writeFileSync(privatePath, keys.privateKey, { mode: 0o600 });
  writeFileSync(publicPath, keys.publicKey, { mode: 0o644 });
  return keys;
}
