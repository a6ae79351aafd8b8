import type { Viewer } from '@mc/platform';
import { isUserId, mayReadUser } from '../src/users/user-access';

const ownId = '0b7d3c4e-9a51-4f0e-8c2a-1d2e3f405162';
const otherId = '5f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';

describe('mayReadUser', () => {
  it('lets a customer read only themself', () => {
    const viewer: Viewer = { kind: 'user', userId: ownId };
    expect(mayReadUser(viewer, ownId)).toBe(true);
    expect(mayReadUser(viewer, otherId)).toBe(false);
  });

  it('lets any admin read anyone and a guest no one', () => {
    expect(mayReadUser({ kind: 'admin', adminId: 'a1', roles: ['compliance'] }, otherId)).toBe(true);
    expect(mayReadUser({ kind: 'guest' }, ownId)).toBe(false);
  });
});

describe('isUserId', () => {
  it('accepts UUIDs only', () => {
    expect(isUserId(ownId)).toBe(true);
    expect(isUserId(ownId.toUpperCase())).toBe(true);
    for (const value of ['', 'user-1', `${ownId}x`, "' or 1=1 --"]) expect(isUserId(value)).toBe(false);
  });
});
