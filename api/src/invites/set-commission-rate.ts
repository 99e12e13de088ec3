/**
 * PUT backoffice/invites/settings (operators): sets the invite commission rate, basis points of the invitee's
 * settled stake (0-5000; 0 stops commission), for slips settled from now on: a slip settled earlier keeps the
 * rate in force then, even when its commission is paid after the change. Appends a row to
 * `invite_commission_rates` (the history) and writes the audit row (`invite.settings.set`, before → after) in
 * the same transaction. The body is checked by its schema first (400 E10000 naming commission_bps).
 */
import type { InviteSettingsBody, InviteSettingsData } from 'shared-contracts';
import type { OpsActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { getInviteSettings } from './get-invite-settings';

export async function setCommissionRate(
  ctx: AppContext,
  actor: OpsActor,
  body: InviteSettingsBody,
): Promise<InviteSettingsData> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await getInviteSettings(trx, ctx.config, now);
    await trx
      .insertInto('invite_commission_rates')
      .values({
        bps: body.commission_bps,
        effective_from: now,
        ops_user_id: actor.opsUserId,
        ops_username: actor.username,
        reason: body.reason || null,
        created_at: now,
      })
      .execute();
    const after = await getInviteSettings(trx, ctx.config, now);
    await recordAudit(
      trx,
      actor,
      {
        action: 'invite.settings.set',
        target: 'invite:commission',
        before: { commission_bps: before.commission_bps, source: before.source },
        after: { commission_bps: after.commission_bps, source: after.source, reason: body.reason ?? null },
      },
      now,
    );
    return after;
  });
}
