import { recordAudit, type PageRequest } from '@mc/platform';
import type { Database } from '@mc/platform';
import { isUuid, type Actor } from '../access/access';
import {
  annotatePayout,
  findPayout,
  matchCompletedWithdrawals,
  pagePayouts,
  type PayoutRow,
} from '../db/withdrawals.repository';
import { fundsError } from '../errors';
import type { PayoutMatchInput } from '../generated/resolvers';
import { parseAmount } from '../ledger/amounts';
import { ASSET_RULES } from '../withdrawals/withdrawal-rules';

const LINK = /^https?:\/\/[^\s<>"']{3,290}$/;

/** Public payouts are derived from completed withdrawals (DESIGN.md §2); admins add a link or hide one. */
export class PayoutService {
  constructor(private readonly database: Database) {}

  page(request: PageRequest, options: { includeHidden: boolean; search?: string | null }) {
    return pagePayouts(this.database.orm, request, {
      includeHidden: options.includeHidden,
      search: options.search ?? undefined,
    });
  }

  async attachLink(actor: Actor, withdrawalId: string, link: string): Promise<PayoutRow> {
    return this.annotate(actor, withdrawalId, { link: checkedLink(link) }, 'payout.link.attached');
  }

  hide(actor: Actor, withdrawalId: string): Promise<PayoutRow> {
    return this.annotate(actor, withdrawalId, { hidden: true }, 'payout.hidden');
  }

  /** The legacy "create payout" form: the link goes to the one completed withdrawal it describes. */
  async attachLinkByMatch(actor: Actor, match: Omit<PayoutMatchInput, 'link'>, link: string): Promise<PayoutRow> {
    checkedLink(link);
    const rule = ASSET_RULES[match.currency];
    if (!rule) throw fundsError('INVALID_INPUT', 'currency must be one of the withdrawal assets');
    const amount = parseAmount(match.amount, rule.scale);
    if (!amount.ok) throw fundsError('INVALID_INPUT', `withdrawal_amount ${amount.problem}`);
    if (match.date && !/^\d{4}-\d{2}-\d{2}$/.test(match.date))
      throw fundsError('INVALID_INPUT', 'date_of_withdrawal must be YYYY-MM-DD');
    const found = await matchCompletedWithdrawals(this.database.orm, {
      walletAddress: match.walletAddress.trim(),
      asset: match.currency,
      amountMinor: amount.minor,
      day: match.date || null,
    });
    if (found.length === 0)
      throw fundsError(
        'NO_MATCHING_WITHDRAWAL',
        'No completed withdrawal matches this wallet, amount, currency and date',
      );
    if (found.length > 1)
      throw fundsError('INVALID_INPUT', 'Several completed withdrawals match; give the date to tell them apart');
    return this.attachLink(actor, found[0].id, link);
  }

  private async annotate(
    actor: Actor,
    withdrawalId: string,
    change: { link?: string; hidden?: boolean },
    operation: string,
  ): Promise<PayoutRow> {
    return this.database.orm.transaction(async (tx) => {
      const before = isUuid(withdrawalId) ? await findPayout(tx, withdrawalId) : undefined;
      if (!before) throw fundsError('PAYOUT_NOT_FOUND', 'No completed withdrawal with this id');
      await annotatePayout(tx, withdrawalId, change);
      const after = (await findPayout(tx, withdrawalId))!;
      await recordAudit(tx, actor, {
        operation,
        targetType: 'payout',
        targetId: withdrawalId,
        before: { link: before.link, hidden: before.hidden },
        after: { link: after.link, hidden: after.hidden },
      });
      return after;
    });
  }
}

function checkedLink(link: string): string {
  const checked = link?.trim() ?? '';
  if (!LINK.test(checked))
    throw fundsError('INVALID_INPUT', 'link must be an http(s) address of at most 300 characters');
  return checked;
}
