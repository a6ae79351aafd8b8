import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** Descriptors kept free beside the sockets: the load children's pipes, the databases' files, logging. */
const SPARE_DESCRIPTORS = 256;

/**
 * Makes room for `sockets` more open descriptors in this process, which holds the platform: it already
 * has about 670 open (five databases, the servers), so 20,000 sockets pass a limit of 20,000. Node has no
 * setrlimit, so util-linux's `prlimit` raises it; the hard limit moves only with CAP_SYS_RESOURCE.
 * Returns the soft limit in effect (Linux only; elsewhere undefined and nothing is changed).
 */
export function makeRoomForSockets(sockets: number): number | undefined {
  if (process.platform !== 'linux') return undefined;
  const needed = readdirSync('/proc/self/fd').length + sockets + SPARE_DESCRIPTORS;
  const limits = openFilesLimit();
  if (limits.soft >= needed) return limits.soft;
  try {
    execFileSync('prlimit', [`--pid=${process.pid}`, `--nofile=${needed}:${Math.max(needed, limits.hard)}`], {
      stdio: 'pipe',
    });
  } catch (error) {
    const reason = (error as { stderr?: Buffer }).stderr?.toString().trim() ?? String(error);
    process.stderr.write(`bench: the open-files limit stays ${limits.soft}, ${needed} needed (${reason})\n`);
  }
  return openFilesLimit().soft;
}

function openFilesLimit(): { soft: number; hard: number } {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((each) => each.startsWith('Max open files'));
  const [soft, hard] = (line ?? '').split(/\s+/).slice(3, 5).map(Number);
  return { soft, hard };
}
