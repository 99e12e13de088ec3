/**
 * GET backoffice/invites/settings (every ops role): the commission rate in force (basis points), the
 * INVITE_COMMISSION_BPS default, whether ops' value or the default is in force, what has been paid so far
 * (satang, slips) and the last 50 rate changes, newest first.
 */
import type { InviteSettingsData } from 'shared-contracts';
import type { Config } from '../config';
import type { DbOrTrx } from '../db/transaction';
import { readCommissionRate } from './commission-rate';

export async function getInviteSettings(db: DbOrTrx, config: Config, now: Date): Promise<InviteSettingsData> {
  const rate = await readCommissionRate(db, config, now);
  const paid = await db
    .selectFrom('invite_commissions')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string | number>('commission_satang'), eb.lit(0)).as('total'),
      eb.fn.countAll<string | number>().as('slips'),
    ])
    .executeTakeFirstOrThrow();
  const history = await db
    .selectFrom('invite_commission_rates')
    .select(['bps', 'effective_from', 'ops_username', 'reason'])
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return {
    commission_bps: rate.bps,
    default_bps: config.inviteCommissionBps,
    source: rate.source,
    paid_total_satang: Number(paid.total),
    paid_slips: Number(paid.slips),
    history: history.map((h) => ({
      commission_bps: h.bps,
      effective_from: new Date(h.effective_from).toISOString(),
      ops_username: h.ops_username,
      reason: h.reason,
    })),
  };
}
