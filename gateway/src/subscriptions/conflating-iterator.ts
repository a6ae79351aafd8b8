/**
 * An async iterator that keeps only the newest value per key. While the consumer (a socket write)
 * is slow, older ticks of a symbol are replaced rather than queued, so memory stays bounded by
 * the number of symbols and a client always catches up to the latest price.
 */
export class ConflatingIterator<T> implements AsyncIterableIterator<T> {
  private readonly pending = new Map<string, T>();
  private waiting: ((result: IteratorResult<T>) => void) | undefined;
  private finished = false;

  constructor(private readonly onClose: () => void) {}

  push(key: string, value: T): void {
    if (this.finished) return;
    if (this.waiting) {
      const resolve = this.waiting;
      this.waiting = undefined;
      resolve({ value, done: false });
      return;
    }
    this.pending.delete(key); // re-insert so the map keeps arrival order of the latest values
    this.pending.set(key, value);
  }

  next(): Promise<IteratorResult<T>> {
    if (this.finished) return Promise.resolve({ value: undefined, done: true });
    const first = this.pending.entries().next();
    if (!first.done) {
      const [key, value] = first.value;
      this.pending.delete(key);
      return Promise.resolve({ value, done: false });
    }
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<T>> {
    if (!this.finished) {
      this.finished = true;
      this.pending.clear();
      this.onClose();
      this.waiting?.({ value: undefined, done: true });
      this.waiting = undefined;
    }
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<T> {
    return this;
  }
}
