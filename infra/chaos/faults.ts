import { isAlive } from '../src/processes';
import type { OwnServer } from './own-servers';

/** What a fault acts on: the platform's processes and the suite's own PostgreSQL and NATS. */
export type FaultTarget = {
  processes(): { name: string; pid?: number; readyUrl: string; startAgain(): void }[];
  postgres: OwnServer & { restart(): Promise<void> };
  nats: OwnServer;
};

/**
 * One fault of issue 26's table. `inject` starts it; when `heal` is given the fault lasts `holdMs` and
 * `heal` ends it (an outage), else the platform must recover by itself (a kill).
 */
export type Fault = {
  name: string;
  inject(target: FaultTarget): Promise<void>;
  holdMs?: number;
  heal?(target: FaultTarget): Promise<void>;
};

const pidOf = (target: FaultTarget, name: string): number => {
  const found = target.processes().find((each) => each.name === name);
  if (!found?.pid) throw new Error(`no running process named ${name}`);
  return found.pid;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const killed = (name: string): Fault => ({
  name: `kill -9 ${name}`,
  inject: async (target) => void process.kill(pidOf(target, name), 'SIGKILL'),
});

export const FAULTS: Fault[] = [
  ...['identity', 'funds', 'mining', 'trading', 'content', 'gateway', 'compat'].map(killed),
  {
    name: 'PostgreSQL restart (fast)',
    inject: (target) => target.postgres.restart(),
  },
  {
    name: 'NATS down 20 s',
    inject: (target) => target.nats.stop(),
    holdMs: 20_000,
    heal: (target) => target.nats.start(),
  },
  {
    name: 'NATS down, then mining killed',
    inject: async (target) => {
      await target.nats.stop();
      process.kill(pidOf(target, 'mining'), 'SIGKILL');
    },
    holdMs: 15_000,
    heal: (target) => target.nats.start(),
  },
  {
    name: 'SIGTERM gateway under load, started again',
    inject: async (target) => {
      const pid = pidOf(target, 'gateway');
      process.kill(pid, 'SIGTERM');
      // A clean stop is an operator's, which the supervisor leaves alone: start it as they would.
      while (isAlive(pid)) await sleep(50);
      target
        .processes()
        .find((each) => each.name === 'gateway')!
        .startAgain();
    },
  },
  {
    name: 'funds frozen 10 s',
    inject: async (target) => void process.kill(pidOf(target, 'funds'), 'SIGSTOP'),
    holdMs: 10_000,
    heal: async (target) => void process.kill(pidOf(target, 'funds'), 'SIGCONT'),
  },
];

/** The CI version: one kill, the database restart, a short NATS outage, a drained SIGTERM. */
export const SHORT_FAULT_NAMES = [
  'kill -9 funds',
  'PostgreSQL restart (fast)',
  'NATS down 20 s',
  'SIGTERM gateway under load, started again',
];
