import argon2 from 'argon2';

/** argon2id's cost: memory in KiB, passes over it, and lanes (threads). */
export type PasswordHashCost = { memoryCost: number; timeCost: number; parallelism: number };

/** The library's defaults (64 MiB, 3 passes, 4 lanes), DESIGN.md §9: every hash the platform stores. */
export const STANDARD_PASSWORD_COST: PasswordHashCost = { memoryCost: 65_536, timeCost: 3, parallelism: 4 };

/**
 * Test platforms only (ADR 0038): argon2id at 4 MiB and one pass, about a hundredth of the CPU. A hash
 * carries its own cost, so either kind verifies whatever the setting; no environment variable selects it.
 */
export const LIGHT_PASSWORD_COST: PasswordHashCost = { memoryCost: 4_096, timeCost: 1, parallelism: 1 };

/** Hashes and checks passwords and PINs with argon2id at one cost. */
export class PasswordHasher {
  // Verifying against this when the account does not exist keeps the answer time the same, so the
  // response time does not reveal which e-mails have accounts.
  private decoyHash: Promise<string> | undefined;

  constructor(private readonly cost: PasswordHashCost = STANDARD_PASSWORD_COST) {}

  hash(secret: string): Promise<string> {
    return argon2.hash(secret, { type: argon2.argon2id, ...this.cost });
  }

  /** False for a wrong secret, a malformed hash, or no hash at all (after the same work). */
  async verify(hash: string | null | undefined, secret: string): Promise<boolean> {
    this.decoyHash ??= this.hash('decoy-password-for-unknown-accounts');
    const matches = await argon2.verify(hash ?? (await this.decoyHash), secret).catch(() => false);
    return Boolean(hash) && matches;
  }
}
