/**
 * Label values that clients choose (operation names) are bounded: a name must look like a GraphQL name
 * and at most MAX_OPERATION_NAMES distinct ones are kept per process; the rest count as `other`. A user
 * id or free text never becomes a label, so a scrape stays small whatever the clients send.
 */
export const MAX_OPERATION_NAMES = 300;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,79}$/;
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,47}$/;

const seenOperationNames = new Set<string>();

export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (!OPERATION_NAME.test(name)) return 'other';
  if (seenOperationNames.has(name)) return name;
  if (seenOperationNames.size >= MAX_OPERATION_NAMES) return 'other';
  seenOperationNames.add(name);
  return name;
}

/** `extensions.code` of a GraphQL error: the platform's codes and Apollo's are upper snake case. */
export function errorCodeLabel(code: unknown): string {
  return typeof code === 'string' && ERROR_CODE.test(code) ? code : 'OTHER';
}

/** An HTTP status as its class (`2xx`, `5xx`): enough for rates and alerts, five values at most. */
export function statusClassLabel(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}
