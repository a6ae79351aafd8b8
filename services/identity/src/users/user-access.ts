import type { Viewer } from '@mc/platform';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** User ids are UUIDs; anything else cannot name a user. */
export function isUserId(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A customer reads only their own account, an admin any account, a guest none. */
export function mayReadUser(viewer: Viewer, userId: string): boolean {
  switch (viewer.kind) {
    case 'guest':
      return false;
    case 'user':
      return viewer.userId === userId;
    case 'admin':
      return true;
  }
}
