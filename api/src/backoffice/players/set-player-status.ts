/**
 * `PUT backoffice/players/{customer_code}/status {status, reason}` (operators): sets a player ACTIVE, INACTIVE or
 * BANNED (docs/product.md "Inactive and banned players"). One transaction, in this lock order:
 * 1. the player's `player_protection` row FOR UPDATE (the lock every bet, checkout, deposit and stake takes first,
 *    player-protection/lock-protection-state.ts): a money move of this player runs wholly before or wholly after;
 * 2. the `users` row FOR UPDATE: the status as it is now (two ops at once: the second sees the first's result);
 * 3. INACTIVE / BANNED: every open session of the player is revoked and their live tokens too
 *    (live/revoke-live-tokens.ts), so nothing they hold keeps working;
 * 4. a `player_status_history` row and the audit row (`player.status.set`, before → after), last.
 * Errors: unknown player → 404 E10001; the status it already has → 409 E10409 (nothing written).
 * Returns the change (with the sessions revoked).
 */
import {
  AppError,
  ErrorCode,
  type PlayerStatus,
  type PlayerStatusChange,
  type SetPlayerStatusBody,
} from 'shared-contracts';
import { actorName, type AuditActor } from '../../audit/audit-actor';
import { recordAudit } from '../../audit/record-audit';
import type { AppContext } from '../../context';
import { revokeLiveTokens } from '../../live/revoke-live-tokens';
import { lockProtectionRow } from '../../player-protection/lock-protection-row';

export async function setPlayerStatus(
  ctx: AppContext,
  actor: AuditActor,
  customerCode: string,
  body: SetPlayerStatusBody,
): Promise<PlayerStatusChange & { customer_code: string }> {
  const now = ctx.clock.now();
  const code = customerCode.toUpperCase();
  return ctx.db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom('users')
      .select('id')
      .where('customer_code', '=', code)
      .where('role', '=', 'player')
      .executeTakeFirst();
    if (!found) throw new AppError(ErrorCode.NOT_FOUND, `no player with customer_code ${customerCode}`);
    await lockProtectionRow(trx, found.id, now);
    const user = await trx
      .selectFrom('users')
      .select(['status'])
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const from: PlayerStatus = user.status;
    if (from === body.status)
      throw new AppError(ErrorCode.CONFLICT, `player ${code} is already ${from}`, { status: from });
    await trx.updateTable('users').set({ status: body.status }).where('id', '=', found.id).execute();
    let revoked = 0;
    if (body.status !== 'ACTIVE') {
      const res = await trx
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('user_id', '=', found.id)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      revoked = Number(res.numUpdatedRows);
      await revokeLiveTokens(trx, found.id, now);
    }
    await trx
      .insertInto('player_status_history')
      .values({
        user_id: found.id,
        from_status: from,
        to_status: body.status,
        reason: body.reason,
        ops_user_id: actor.kind === 'ops' ? actor.opsUserId : null,
        actor_name: actorName(actor),
        sessions_revoked: revoked,
        created_at: now,
      })
      .execute();
    await recordAudit(
      trx,
      actor,
      {
        action: 'player.status.set',
        target: `player:${code}`,
        before: { status: from },
        after: { status: body.status, reason: body.reason, sessions_revoked: revoked },
      },
      now,
    );
    return {
      customer_code: code,
      from_status: from,
      to_status: body.status,
      reason: body.reason,
      actor: actorName(actor),
      sessions_revoked: revoked,
      created_at: now.toISOString(),
    };
  });
}
