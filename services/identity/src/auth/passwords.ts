import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): DESIGN.md §9. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Verifying against this when the account does not exist keeps the answer time the same, so the
// response time does not reveal which e-mails have accounts.
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-accounts');
  const matches = await argon2.verify(hash ?? (await decoyHash), password).catch(() => false);
  return Boolean(hash) && matches;
}
