/**
 * A small seeded PRNG so a simulated feed is reproducible: the same seed gives the same prices,
 * which makes the walk testable and a demo replayable. Not for anything secret.
 */
export type Random = () => number;

/** mulberry32: 32-bit state, uniform in [0, 1). */
export function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Standard normal variate (Box–Muller); `1 - random()` keeps the logarithm away from 0. */
export function gaussian(random: Random): number {
  const radius = Math.sqrt(-2 * Math.log(1 - random()));
  return radius * Math.cos(2 * Math.PI * random());
}

/**
 * One stream per instrument (FNV-1a of the symbol mixed into the seed): an instrument's prices
 * depend only on the seed and its own ticks, not on how timers of other instruments interleave.
 */
export function randomFor(seed: number, symbol: string): Random {
  let hash = 0x811c9dc5;
  for (let index = 0; index < symbol.length; index += 1) {
    hash = Math.imul(hash ^ symbol.charCodeAt(index), 0x01000193);
  }
  return mulberry32((seed ^ hash) >>> 0);
}
