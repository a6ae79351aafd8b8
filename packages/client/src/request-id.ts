import { useCallback, useState } from 'react';

/**
 * A version-4 UUID from the browser's random source. `crypto.randomUUID` exists only in secure
 * contexts (https, localhost), so the id is built from `getRandomValues`, which works everywhere.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The idempotency key of one submission, made when the form opens: a double click or a retry after a
 * lost answer sends the same id, and the server returns the first record instead of a second one.
 * `renew` starts a new submission once one has succeeded.
 */
export function useRequestId(): { requestId: string; renew: () => void } {
  const [requestId, setRequestId] = useState(newRequestId);
  const renew = useCallback(() => setRequestId(newRequestId()), []);
  return { requestId, renew };
}
