import { recordAudit } from '@mc/platform';
import type { Database } from '@mc/platform';
import { isUuid, type Actor } from '../access/access';
import {
  assignAddress,
  assignedAddress,
  changeWalletAddress,
  findWallet,
  insertWallet,
  listWallets,
  lockWallet,
  type Crypto,
  type WalletWithCount,
} from '../db/wallets.repository';
import { fundsError } from '../errors';

const ADDRESS = /^[A-Za-z0-9]{20,120}$/;
const SHAPES: Record<Crypto, RegExp> = {
  // Legacy (1…, 3…) and bech32 (bc1…) Bitcoin addresses.
  BTC: /^(bc1[a-z0-9]{11,87}|[13][a-km-zA-HJ-NP-Z1-9]{25,34})$/,
  ETH: /^0x[0-9a-fA-F]{40}$/,
};

/** The deposit address pool the admins manage, and each customer's sticky address per crypto. */
export class WalletService {
  constructor(private readonly database: Database) {}

  list(search?: string): Promise<WalletWithCount[]> {
    return listWallets(this.database.orm, search?.trim() || undefined);
  }

  async find(id: string): Promise<WalletWithCount | null> {
    return isUuid(id) ? ((await findWallet(this.database.orm, id)) ?? null) : null;
  }

  async create(actor: Actor, address: string, crypto: Crypto): Promise<WalletWithCount> {
    const checked = checkAddress(address.trim(), crypto);
    const id = await this.database.orm.transaction(async (tx) => {
      const wallet = await insertWallet(tx, checked, crypto);
      if (!wallet) throw fundsError('WALLET_ADDRESS_TAKEN', 'This address is in the pool already');
      await recordAudit(tx, actor, {
        operation: 'wallet.created',
        targetType: 'wallet',
        targetId: wallet.id,
        after: wallet,
      });
      return wallet.id;
    });
    return (await findWallet(this.database.orm, id))!;
  }

  /** Only the address changes (the specification's update form); customers assigned to it follow. */
  async updateAddress(actor: Actor, id: string, address: string): Promise<WalletWithCount> {
    await this.database.orm.transaction(async (tx) => {
      const before = isUuid(id) ? await lockWallet(tx, id) : undefined;
      if (!before) throw fundsError('WALLET_NOT_FOUND', 'No such wallet');
      const after = await changeWalletAddress(tx, id, checkAddress(address.trim(), before.crypto));
      if (!after) throw fundsError('WALLET_ADDRESS_TAKEN', 'Another wallet has this address');
      await recordAudit(tx, actor, {
        operation: 'wallet.address.changed',
        targetType: 'wallet',
        targetId: id,
        before,
        after,
      });
    });
    return (await findWallet(this.database.orm, id))!;
  }

  async addressesOf(userId: string): Promise<{ btc: string | null; eth: string | null }> {
    const [btc, eth] = await Promise.all([
      assignedAddress(this.database.orm, userId, 'BTC'),
      assignedAddress(this.database.orm, userId, 'ETH'),
    ]);
    return { btc: btc ?? null, eth: eth ?? null };
  }

  /** The customer's address of that crypto, assigned from the pool on first use. */
  async addressFor(userId: string, crypto: Crypto): Promise<string> {
    const address = await assignAddress(this.database.orm, userId, crypto);
    if (!address)
      throw fundsError(
        'NO_DEPOSIT_ADDRESS',
        `No ${crypto} deposit address is available yet; please try again later or contact support`,
      );
    return address;
  }
}

function checkAddress(address: string, crypto: Crypto): string {
  if (!ADDRESS.test(address) || !SHAPES[crypto].test(address)) {
    const problem =
      crypto === 'BTC' ? 'must be a Bitcoin address' : 'must be an Ethereum address (0x and 40 hex digits)';
    throw fundsError(
      'INVALID_INPUT',
      crypto === 'BTC' ? 'This is not a Bitcoin address' : 'This is not an Ethereum address (0x and 40 hex digits)',
      { fields: [{ field: 'address', problem }] },
    );
  }
  return address;
}
