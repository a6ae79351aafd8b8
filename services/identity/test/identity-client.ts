import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import {
  CLIENT_IP_HEADER,
  encodeViewer,
  GUEST,
  INTERNAL_SECRET_HEADER,
  queryRows,
  REFRESH_TOKEN_HEADER,
  SESSION_CLEAR_HEADER,
  SESSION_SET_HEADER,
  VIEWER_HEADER,
  type Executor,
  type SessionCookies,
  type Viewer,
} from '@mc/platform';
import { TEST_INTERNAL_SECRET } from '@mc/platform/testing';
import { LIGHT_PASSWORD_COST } from '../src/auth/passwords';
import type { IdentityOptions } from '../src/service';

export type CallResult = {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { code?: string; reason?: string; details?: any } }[];
  sessionSet?: SessionCookies;
  sessionCleared: boolean;
};

/** Calls the identity subgraph as the gateway does, and reads the session headers it answers with. */
export async function callIdentity(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: { viewer?: Viewer; refreshToken?: string; clientIp?: string } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [INTERNAL_SECRET_HEADER]: TEST_INTERNAL_SECRET,
    [VIEWER_HEADER]: encodeViewer(options.viewer ?? GUEST),
    [CLIENT_IP_HEADER]: options.clientIp ?? '127.0.0.1',
  };
  if (options.refreshToken) headers[REFRESH_TOKEN_HEADER] = options.refreshToken;
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as CallResult;
  const set = response.headers.get(SESSION_SET_HEADER);
  return {
    ...body,
    sessionSet: set ? (JSON.parse(set) as SessionCookies) : undefined,
    sessionCleared: response.headers.get(SESSION_CLEAR_HEADER) !== null,
  };
}

export const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { id email firstName referralCode deviceVerified detailsCompleted identityCheck language } }`;

export function signUpInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ann',
    lastName: 'Lee',
    phoneNumber: '+44 20 7946 0000',
    email: 'ann@example.com',
    password: 'correct horse',
    confirmPassword: 'correct horse',
    ...overrides,
  };
}

export async function latestPin(db: Executor, recipient: string): Promise<string> {
  const [mail] = await queryRows<{ body_text: string }>(
    db,
    sql`select body_text from outgoing_mail where recipient = ${recipient} order by created_at desc limit 1`,
  );
  const pin = /\b(\d{5})\b/.exec(mail?.body_text ?? '')?.[1];
  if (!pin) throw new Error(`no PIN mail for ${recipient}`);
  return pin;
}

export async function countRows(db: Executor, table: 'users' | 'sessions' | 'outgoing_mail'): Promise<number> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${sql.raw(table)}`);
  return row.count;
}

/** A fresh DATA_DIR for one test file's uploads. */
export function testDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'identity-data-'));
}

/** What every identity suite starts the service with: its own DATA_DIR, and the light hash cost (ADR 0038). */
export function testIdentityOptions(dataDir = testDataDir()): Pick<IdentityOptions, 'dataDir' | 'passwordHashCost'> {
  return { dataDir, passwordHashCost: LIGHT_PASSWORD_COST };
}
