import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  leafHashHex,
  liabilityLeafText,
  verifyLiabilityInclusion,
  type LeafFields,
  type PathStep,
} from '@mc/contracts';
import { EMPTY_ROOT_HEX, inclusionPath, leafHash, merkleLevels, rootHex } from '../src/proofs/merkle';

/** Trees built with Node's crypto, checked with the browser's algorithm (WebCrypto, @mc/contracts). */
function leaves(count: number): LeafFields[] {
  return Array.from({ length: count }, (_, index) => ({
    userId: randomUUID(),
    salt: randomBytes(32).toString('hex'),
    balances: [
      { assetCode: 'USD', amountMinor: String(1000 + index) },
      { assetCode: 'BTC', amountMinor: '12345678' },
    ],
  }));
}

function treeOf(fields: LeafFields[]) {
  const levels = merkleLevels(fields.map(leafHash));
  return { levels, root: rootHex(levels) };
}

describe('proof of liabilities: Merkle tree', () => {
  it('writes the leaf text with sorted assets and hashes it with the 0x00 prefix', async () => {
    const fields = {
      userId: 'AAAAAAAA-0000-4000-8000-000000000001',
      salt: 'AB'.repeat(32),
      balances: [
        { assetCode: 'USDT', amountMinor: '5' },
        { assetCode: 'BTC', amountMinor: '70' },
      ],
    };
    const text = liabilityLeafText(fields);
    expect(text).toBe(`mc-pol-v1|aaaaaaaa-0000-4000-8000-000000000001|${'ab'.repeat(32)}|BTC:70,USDT:5`);
    const expected = createHash('sha256')
      .update(Buffer.concat([Buffer.of(0), Buffer.from(text, 'utf8')]))
      .digest('hex');
    expect(leafHash(fields).toString('hex')).toBe(expected);
    expect(await leafHashHex(fields)).toBe(expected);
  });

  it('hashes a pair with the 0x01 prefix and promotes the odd node', () => {
    const [a, b, c] = leaves(3).map(leafHash);
    const ab = createHash('sha256')
      .update(Buffer.concat([Buffer.of(1), a, b]))
      .digest();
    expect(rootHex(merkleLevels([a, b]))).toBe(ab.toString('hex'));
    expect(rootHex(merkleLevels([a, b, c]))).toBe(
      createHash('sha256')
        .update(Buffer.concat([Buffer.of(1), ab, c]))
        .digest('hex'),
    );
    expect(rootHex(merkleLevels([]))).toBe(EMPTY_ROOT_HEX);
  });

  it.each([1, 2, 3, 5, 8])('verifies every leaf of a %i-leaf tree', async (count) => {
    const fields = leaves(count);
    const { levels, root } = treeOf(fields);
    for (const [index, leaf] of fields.entries()) {
      expect(await verifyLiabilityInclusion(leaf, inclusionPath(levels, index), root)).toBe(true);
    }
    if (count === 1) expect(root).toBe(leafHash(fields[0]).toString('hex'));
  });

  it('fails on a tampered balance, salt, user, sibling, side or root', async () => {
    const fields = leaves(5);
    const { levels, root } = treeOf(fields);
    const leaf = fields[2];
    const path = inclusionPath(levels, 2);
    const flip = (step: PathStep): PathStep => ({ ...step, side: step.side === 'LEFT' ? 'RIGHT' : 'LEFT' });
    const tampered: [LeafFields, PathStep[], string][] = [
      [{ ...leaf, balances: [{ ...leaf.balances[0], amountMinor: '1' }, leaf.balances[1]] }, path, root],
      [{ ...leaf, salt: '00'.repeat(32) }, path, root],
      [{ ...leaf, userId: randomUUID() }, path, root],
      [leaf, [{ ...path[0], hash: '11'.repeat(32) }, ...path.slice(1)], root],
      [leaf, [flip(path[0]), ...path.slice(1)], root],
      [leaf, [{ ...path[0], hash: 'not hex' }, ...path.slice(1)], root],
      [leaf, path.slice(1), root],
      [leaf, path, '22'.repeat(32)],
    ];
    for (const [fieldsTried, pathTried, rootTried] of tampered) {
      expect(await verifyLiabilityInclusion(fieldsTried, pathTried, rootTried)).toBe(false);
    }
    expect(await verifyLiabilityInclusion(leaf, path, root)).toBe(true);
  });

  it('refuses a path for a leaf that is not there', () => {
    expect(() => inclusionPath(treeOf(leaves(3)).levels, 3)).toThrow(RangeError);
  });
});
