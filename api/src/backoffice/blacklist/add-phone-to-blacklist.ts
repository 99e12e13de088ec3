/**
 * `POST backoffice/blacklist/phones {phone, reason}` (operators): puts a phone on the block list, so it
 * can no longer register, receive an account OTP or become an account's phone (400 E20026 there). An account that
 * has the phone already keeps working: ops ban it in the players tab (the answer names it as `holder`). One
 * transaction: the insert (a phone already listed → 409 E10409, nothing written) and the audit row
 * `blacklist.phone.add` with the reason. Returns the entry (201).
 */
import { AppError, ErrorCode, type AddPhoneToBlacklistBody, type BlacklistedPhone } from 'shared-contracts';
import { actorName, type AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { phoneHolders } from './blacklist-holders';

export async function addPhoneToBlacklist(
  ctx: AppContext,
  actor: AuditActor,
  body: AddPhoneToBlacklistBody,
): Promise<BlacklistedPhone> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('phone_blacklist')
      .values({ phone: body.phone, reason: body.reason, created_by: actorName(actor), created_at: now })
      .onConflict((oc) => oc.column('phone').doNothing())
      .returning(['phone', 'reason', 'created_by', 'created_at'])
      .executeTakeFirst();
    if (!row) throw new AppError(ErrorCode.CONFLICT, `phone ${body.phone} is already on the block list`);
    const holder = (await phoneHolders(trx, [row.phone])).get(row.phone) ?? null;
    await recordAudit(
      trx,
      actor,
      { action: 'blacklist.phone.add', target: `phone:${row.phone}`, before: null, after: { reason: row.reason } },
      now,
    );
    return { ...row, created_at: row.created_at.toISOString(), holder };
  });
}
