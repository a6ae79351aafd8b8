/**
 * The published format of the proof of liabilities (DESIGN.md §6, docs/funds.md "Proof of liabilities").
 * The server builds the tree with Node's crypto; this file is what a customer's browser runs to check
 * an inclusion proof with WebCrypto alone. Both sides share `liabilityLeafText`, so the leaf encoding
 * has one definition.
 */

/** Changes whenever the leaf text or the hashing changes, so an old proof is never checked by new rules. */
export const LIABILITY_LEAF_VERSION = 'mc-pol-v1';

/** Domain-separation prefixes: a leaf can never be passed off as an internal node, nor the reverse. */
export const LEAF_PREFIX = 0x00;
export const NODE_PREFIX = 0x01;

/** One asset the customer is owed: its code and the amount in minor units (available + held). */
export type LeafBalance = { assetCode: string; amountMinor: string };
export type LeafFields = { userId: string; salt: string; balances: readonly LeafBalance[] };
/** A sibling on the way up, and on which side of the running hash it sits. */
export type PathStep = { side: 'LEFT' | 'RIGHT'; hash: string };

/**
 * `mc-pol-v1|<user id>|<salt hex>|<ASSET>:<minor>,<ASSET>:<minor>` — assets sorted by code (ASCII
 * order), amounts as base-10 integers without sign or leading zeros. All ASCII, so UTF-8 is the bytes.
 */
export function liabilityLeafText({ userId, salt, balances }: LeafFields): string {
  const pairs = [...balances]
    .sort((a, b) => (a.assetCode < b.assetCode ? -1 : a.assetCode > b.assetCode ? 1 : 0))
    .map((balance) => `${balance.assetCode}:${balance.amountMinor}`);
  return [LIABILITY_LEAF_VERSION, userId.toLowerCase(), salt.toLowerCase(), pairs.join(',')].join('|');
}

/** leaf hash = SHA-256(0x00 ‖ leaf text); node = SHA-256(0x01 ‖ left ‖ right); all shown as lower-case hex. */
export async function leafHashHex(fields: LeafFields): Promise<string> {
  return hex(await sha256(LEAF_PREFIX, new TextEncoder().encode(liabilityLeafText(fields))));
}

/** Folds the path from the leaf up; true when it reaches the published root. */
export async function verifyLiabilityInclusion(
  fields: LeafFields,
  path: readonly PathStep[],
  rootHex: string,
): Promise<boolean> {
  let running = fromHex(await leafHashHex(fields));
  for (const step of path) {
    const sibling = fromHex(step.hash);
    if (sibling.length !== 32) return false;
    running =
      step.side === 'LEFT' ? await sha256(NODE_PREFIX, sibling, running) : await sha256(NODE_PREFIX, running, sibling);
  }
  return hex(running) === rootHex.toLowerCase();
}

async function sha256(prefix: number, ...parts: Uint8Array[]): Promise<Uint8Array> {
  const bytes = new Uint8Array(1 + parts.reduce((length, part) => length + part.length, 0));
  bytes[0] = prefix;
  let offset = 1;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
}

function hex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Invalid hex gives an empty array, which no step accepts. */
function fromHex(text: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})*$/i.test(text)) return new Uint8Array();
  return Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}
