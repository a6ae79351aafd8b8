/**
 * Whether `promise` settles within `ms`. Used by consumer stop(): wait for the in-flight handler,
 * but never forever (a hung handler must not block shutdown). The timer is cleared either way
 * so nothing stays scheduled after stop().
 */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timedOut,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
