import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type AccrueOptions = { platformUrl: string; email: string; password: string; day: string };
export type AccrualRunAnswer = {
  day: string;
  status: string;
  accrued: number;
  posted: number;
  terminated: number;
  waitingCoins: string[];
};

const SIGN_IN =
  'mutation ($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) { id } }';
const RUN = 'mutation ($day: String!) { runAccrual(day: $day) { day status accrued posted terminated waitingCoins } }';

/**
 * An operator's run of the daily accrual for one closed UTC day, through the graph like the button on the
 * admin parameters page: signed in as an admin (OPERATOR), so the run is checked and audited exactly as
 * one from the panel. Only what is missing for the day is recorded.
 */
export async function accrueDay(options: AccrueOptions): Promise<AccrualRunAnswer> {
  const cookies = new Map<string, string>();
  const call = async (query: string, variables: Record<string, unknown>) => {
    const response = await fetch(`${options.platformUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-act-as': 'admin',
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join('; '));
    return body.data!;
  };
  await call(SIGN_IN, { email: options.email, password: options.password });
  return (await call(RUN, { day: options.day })).runAccrual as AccrualRunAnswer;
}

/** ADMIN_EMAIL and ADMIN_PASSWORD, else the first admin written to DATA_DIR/initial-admin.json by `npm start`. */
export function operatorCredentials(environment: NodeJS.ProcessEnv): { email: string; password: string } {
  if (environment.ADMIN_EMAIL && environment.ADMIN_PASSWORD)
    return { email: environment.ADMIN_EMAIL, password: environment.ADMIN_PASSWORD };
  const file = path.resolve(environment.DATA_DIR ?? '.data', 'initial-admin.json');
  if (!existsSync(file)) throw new Error(`Set ADMIN_EMAIL and ADMIN_PASSWORD (no ${file})`);
  return JSON.parse(readFileSync(file, 'utf8')) as { email: string; password: string };
}

/** Yesterday in UTC: the newest day that has closed. */
export function yesterdayUtc(nowMs = Date.now()): string {
  return new Date(nowMs - 86_400_000).toISOString().slice(0, 10);
}
