import type { ChildProcess } from 'node:child_process';

export type ExitStatus = { code: number | null; signal: NodeJS.Signals | null };

/**
 * Remembers how a detached child ended, and stops its whole process group: npm does not relay
 * SIGTERM to the script it runs, so the platform under it is signalled directly.
 */
export function trackGroup(child: ChildProcess) {
  const exited = new Promise<ExitStatus>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  // npm exits at once on SIGTERM; the group is done when every process holding its output pipes has.
  const pipesClosed = Promise.all(
    [child.stdout, child.stderr].map((stream) =>
      stream ? new Promise((resolve) => stream.once('close', resolve)) : Promise.resolve(),
    ),
  );
  const exit = Promise.all([exited, pipesClosed]).then(([status]) => status);
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // the group is already gone
    }
  };
  return {
    exit,
    stop: async (graceMs = 20_000): Promise<ExitStatus> => {
      if (child.exitCode === null && child.signalCode === null) signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      const status = await exit;
      clearTimeout(timer);
      return status;
    },
  };
}
