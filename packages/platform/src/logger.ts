import pino, { type Logger } from 'pino';

export type { Logger };

/** One root logger per process; modules take a child with their name (`logger.child({ module })`). */
let root: Logger | undefined;

export function rootLogger(): Logger {
  root ??= pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { pid: process.pid },
    redact: {
      paths: ['*.password', '*.token', '*.secret', 'req.headers.cookie', 'req.headers.authorization'],
      remove: true,
    },
  });
  return root;
}

export function createLogger(name: string, bindings: Record<string, unknown> = {}): Logger {
  return rootLogger().child({ name, ...bindings });
}
