import { createHash } from 'node:crypto';
import { LEAF_PREFIX, liabilityLeafText, NODE_PREFIX, type LeafFields, type PathStep } from '@mc/contracts';

/**
 * The binary Merkle tree of the proof of liabilities, hashed as `@mc/contracts` specifies (which the
 * browser checks). An odd node at the end of a level is promoted unchanged to the next level rather
 * than paired with itself: duplicating it would let two different leaf lists share one root.
 */

/** The root of a tree without leaves: SHA-256 of no bytes (no leaf or node hash can equal it). */
export const EMPTY_ROOT_HEX = createHash('sha256').digest('hex');

export function leafHash(fields: LeafFields): Buffer {
  return createHash('sha256').update(Buffer.of(LEAF_PREFIX)).update(liabilityLeafText(fields), 'utf8').digest();
}

function nodeHash(left: Buffer, right: Buffer): Buffer {
  return createHash('sha256').update(Buffer.of(NODE_PREFIX)).update(left).update(right).digest();
}

/** Every level from the leaves (level 0) to the root (the last level, one hash). */
export function merkleLevels(leafHashes: readonly Buffer[]): Buffer[][] {
  const levels: Buffer[][] = [[...leafHashes]];
  while (levels[levels.length - 1].length > 1) {
    const below = levels[levels.length - 1];
    const above: Buffer[] = [];
    for (let index = 0; index < below.length; index += 2) {
      above.push(index + 1 < below.length ? nodeHash(below[index], below[index + 1]) : below[index]);
    }
    levels.push(above);
  }
  return levels;
}

export function rootHex(levels: readonly Buffer[][]): string {
  const top = levels[levels.length - 1];
  return top.length === 0 ? EMPTY_ROOT_HEX : top[0].toString('hex');
}

/** The siblings from the leaf up; a level where the node is promoted adds no step. */
export function inclusionPath(levels: readonly Buffer[][], leafIndex: number): PathStep[] {
  if (!Number.isInteger(leafIndex) || leafIndex < 0 || leafIndex >= levels[0].length)
    throw new RangeError(`No leaf ${leafIndex}`);
  const path: PathStep[] = [];
  let index = leafIndex;
  for (const level of levels.slice(0, -1)) {
    const siblingIndex = index % 2 === 0 ? index + 1 : index - 1;
    if (siblingIndex < level.length)
      path.push({ side: index % 2 === 0 ? 'RIGHT' : 'LEFT', hash: level[siblingIndex].toString('hex') });
    index = Math.floor(index / 2);
  }
  return path;
}
