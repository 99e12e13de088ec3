/**
 * The invite commission rate in force now (docs/product.md "Friend invite"): the newest row of
 * `invite_commission_rates` whose `effective_from` has come, else the INVITE_COMMISSION_BPS default.
 * Basis points of the invitee's settled stake (100 = 1 %). A slip's own rate is the one in force when it
 * settled (pay-invite-commissions.ts reads it the same way, in SQL).
 */
import type { Config } from '../config';
import type { DbOrTrx } from '../db/transaction';

export interface CommissionRate {
  bps: number;
  source: 'ops' | 'default';
}

export async function readCommissionRate(
  db: DbOrTrx,
  config: Pick<Config, 'inviteCommissionBps'>,
  now: Date,
): Promise<CommissionRate> {
  const row = await db
    .selectFrom('invite_commission_rates')
    .select('bps')
    .where('effective_from', '<=', now)
    .orderBy('effective_from', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { bps: row.bps, source: 'ops' } : { bps: config.inviteCommissionBps, source: 'default' };
}
