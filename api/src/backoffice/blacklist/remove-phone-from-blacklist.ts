/**
 * `POST backoffice/blacklist/phones/remove {phone, reason}` (operators): takes a phone off the block
 * list; it may register again. One transaction: the delete (a phone not on the list → 404 E10001, nothing
 * written) and the audit row `blacklist.phone.remove` with the entry as it was and the reason. Returns the
 * removed entry.
 */
import { AppError, ErrorCode, type BlacklistedPhone, type RemovePhoneFromBlacklistBody } from 'shared-contracts';
import type { AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { phoneHolders } from './blacklist-holders';

export async function removePhoneFromBlacklist(
  ctx: AppContext,
  actor: AuditActor,
  body: RemovePhoneFromBlacklistBody,
): Promise<BlacklistedPhone> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('phone_blacklist')
      .where('phone', '=', body.phone)
      .returning(['phone', 'reason', 'created_by', 'created_at'])
      .executeTakeFirst();
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, `phone ${body.phone} is not on the block list`);
    const holder = (await phoneHolders(trx, [row.phone])).get(row.phone) ?? null;
    await recordAudit(
      trx,
      actor,
      {
        action: 'blacklist.phone.remove',
        target: `phone:${row.phone}`,
        before: { reason: row.reason, created_by: row.created_by, created_at: row.created_at },
        after: { reason: body.reason },
      },
      now,
    );
    return { ...row, created_at: row.created_at.toISOString(), holder };
  });
}
