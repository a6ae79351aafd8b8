/**
 * Calls made with the same key while a first one is still running share that first call's promise.
 * Nothing is kept once it settles, so this never serves an old answer: it only spares identical work
 * that was going to run at the same moment (a burst of one customer's identical reads).
 */
export class InFlightSharing<TValue> {
  private readonly running = new Map<string, Promise<TValue>>();

  run(key: string, call: () => Promise<TValue>): Promise<TValue> {
    const running = this.running.get(key);
    if (running) return running;
    const started = (async () => call())().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
