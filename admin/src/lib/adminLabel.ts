import type { Admin } from '../graphql/admin';

/** An admin as funds records name them (identity completes the e-mail). */
export type AdminReference = Pick<Admin, 'id' | 'email'>;

/** Who made a decision: "you" for the signed-in admin, else the admin's e-mail. */
export function adminLabel(
  reference: AdminReference | null,
  signedIn: Pick<Admin, 'id'>,
  youLabel: string,
  noneLabel: string,
): string {
  if (reference === null) return noneLabel;
  return reference.id === signedIn.id ? youLabel : reference.email;
}
