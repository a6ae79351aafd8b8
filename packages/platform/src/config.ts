import { z } from 'zod';

/**
 * Reads a service's configuration once, at start. Every bad or missing variable is reported
 * together (not one per restart), then the process exits: a half-configured service must not run.
 */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseConfig<TShape extends z.ZodRawShape>(
  shape: TShape,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<TShape>> {
  const result = z.object(shape).safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    // A list's bad entry (ALLOWED_ORIGINS.1) is reported under its variable, with the whole value.
    const variable = issue.path.length > 0 ? String(issue.path[0]) : '(environment)';
    const value = env[variable];
    const shown = value === undefined ? 'missing' : `got ${JSON.stringify(redactSecret(variable, value))}`;
    return `${variable}: ${issue.message} (${shown})`;
  });
  throw new ConfigError(problems);
}

/** For `main.ts`: parse or print every problem and exit with status 78 (EX_CONFIG). */
export function loadConfigOrExit<TShape extends z.ZodRawShape>(
  shape: TShape,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<z.ZodObject<TShape>> {
  try {
    return parseConfig(shape, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
}

function redactSecret(variable: string, value: string): string {
  return /SECRET|PASSWORD|KEY|TOKEN/i.test(variable) ? '***' : value;
}

/** Reusable variable parsers, so every service spells the shared names the same way. */
export const env = {
  port: (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback),
  url: () => z.url(),
  optionalUrl: () => z.url().optional(),
  logLevel: () => z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  nodeEnv: () => z.enum(['development', 'production', 'test']).default('development'),
  /** DRAIN_TIMEOUT_MS: how long a stopping process lets requests in flight finish. */
  drainMs: () => z.coerce.number().int().min(0).max(120_000).default(10_000),
  secret: (minLength = 16) => z.string().min(minLength, `must be at least ${minLength} characters`),
  /** A comma-separated list of IPs or CIDR ranges (e.g. trusted proxies); empty when unset. */
  addressList: () =>
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
  /**
   * A comma-separated list of browser origins (`https://host[:port]`, no path), as a browser writes them in
   * its Origin header (a trailing slash or a default port is dropped); empty when unset.
   */
  originList: () =>
    z
      .string()
      .default('')
      .transform((list) =>
        list
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url({ protocol: /^https?$/ }).refine(isBareOrigin, 'must be scheme://host[:port], no path')))
      .transform((origins) => origins.map((origin) => new URL(origin).origin)),
};

function isBareOrigin(value: string): boolean {
  // zod runs refinements after a failed check too: the url check reports a value that does not parse.
  if (!URL.canParse(value)) return true;
  const url = new URL(value);
  return (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username;
}
