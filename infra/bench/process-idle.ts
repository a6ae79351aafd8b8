/** The platform at rest: its price feed alone takes about 14 % of a core (ADR 0031). */
const IDLE_CPU_MS_PER_SECOND = 300;

/**
 * Waits until this process, which runs the embedded platform, has stayed near rest (under 0.3 core) for
 * `quietSeconds` seconds in a row, `limitMs` at most: the start's own work (relayed events, the pages
 * rendered ahead) would otherwise run during the first measurement. Resolves false at the limit.
 */
export async function untilProcessIdle(quietSeconds = 1, limitMs = 60_000): Promise<boolean> {
  const deadlineMs = Date.now() + limitMs;
  let quiet = 0;
  while (Date.now() < deadlineMs) {
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const used = process.cpuUsage(before);
    quiet = (used.user + used.system) / 1_000 < IDLE_CPU_MS_PER_SECOND ? quiet + 1 : 0;
    if (quiet >= quietSeconds) return true;
  }
  return false;
}
