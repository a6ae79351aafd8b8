import { createHash } from 'node:crypto';

/**
 * A UUID-shaped id (version 8, RFC 9562 "custom") from a SHA-256 of the name: the same fact always
 * gets the same event id, so the outbox (which ignores a known id) records it once.
 */
export function uuidFrom(name: string): string {
  const hex = createHash('sha256').update(name).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
