import type { Database } from '@mc/platform';

export type UserSeed = {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  currency?: 'USD' | 'EUR' | 'GBP';
};

/** Inserts a user straight into the table (identity has no write API yet) and returns its id. */
export async function insertUser(database: Database, seed: UserSeed): Promise<string> {
  const rows = await database.script((execute) =>
    execute('insert into users (email, first_name, last_name, currency) values ($1, $2, $3, $4) returning id', [
      seed.email,
      seed.firstName ?? null,
      seed.lastName ?? null,
      seed.currency ?? 'USD',
    ]),
  );
  return String(rows[0]?.id);
}
