/**
 * Polls `condition` until it holds, failing with `description` after `timeoutMs`. Tests wait for
 * what they expect instead of sleeping a fixed time, so they are fast when things work and
 * still tolerant of a slow machine.
 */
export async function waitFor(description: string, condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${description}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A random lower-case suffix so runs and tests never share streams, durables or subjects. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}
