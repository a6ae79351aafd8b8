import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createMemoryBus, serviceMigrations, type EventBus, type Viewer } from '@mc/platform';
import { createTestDatabase, postGraphQL, TEST_INTERNAL_SECRET, type TestDatabase } from '@mc/platform/testing';
import { CONTENT_MIGRATIONS_DIR, startContentService } from '../src';
import type { ContentOptions } from '../src/service';

export const FIXTURE_TEXTS_DIR = path.join(__dirname, 'fixtures', 'texts');

export const OPERATOR: Viewer = { kind: 'admin', adminId: '00000000-0000-4000-8000-000000000001', roles: ['operator'] };
export const SUPERADMIN: Viewer = {
  kind: 'admin',
  adminId: '00000000-0000-4000-8000-000000000002',
  roles: ['superadmin'],
};
export const ACCOUNTANT: Viewer = {
  kind: 'admin',
  adminId: '00000000-0000-4000-8000-000000000003',
  roles: ['accountant'],
};
export const CUSTOMER: Viewer = { kind: 'user', userId: '00000000-0000-4000-8000-0000000000aa' };

/** A writable copy of the fixture texts, so a test can change, add or break files. */
export function copyFixtureTexts(): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'content-texts-'));
  cpSync(FIXTURE_TEXTS_DIR, directory, { recursive: true });
  return directory;
}

export function contentDatabase(label: string): Promise<TestDatabase> {
  return createTestDatabase(label, serviceMigrations(CONTENT_MIGRATIONS_DIR));
}

export type ContentServer = {
  bus: EventBus;
  query<TData = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    viewer?: Viewer,
    headers?: Record<string, string>,
  ): ReturnType<typeof postGraphQL<TData>>;
  stop(): Promise<void>;
};

/** Starts the content service on an existing database (so a test can restart it on the same data). */
export async function startContent(
  database: TestDatabase,
  options: ContentOptions = {},
  bus: EventBus = createMemoryBus(),
): Promise<ContentServer> {
  const server = await startContentService(
    {
      database,
      bus,
      logger: pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
      internalSecret: TEST_INTERNAL_SECRET,
      host: '127.0.0.1',
      port: 0,
      production: false,
    },
    { textsDir: FIXTURE_TEXTS_DIR, ...options },
  );
  return {
    bus,
    query: (query, variables = {}, viewer = { kind: 'guest' }, headers = {}) =>
      postGraphQL(server.url, query, variables, viewer, headers),
    stop: () => server.stop(),
  };
}
