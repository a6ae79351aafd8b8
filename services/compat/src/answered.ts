/**
 * A field the graph nulls only together with an error naming its service's outage (issue 26). Read
 * after the route has answered the errors, a null is a broken answer: the call fails instead of guessing.
 */
export function answered<T>(value: T | null | undefined, field: string): T {
  if (value == null) throw new Error(`The gateway answered no ${field} and no error`);
  return value;
}
