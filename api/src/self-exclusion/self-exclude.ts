/**
 * POST users/self-exclusion `{period: '6M'|'1Y'|'5Y', pin}`: after the player re-enters their PIN
 * (auth/check-pin.ts, the login throttle: 401 B5V003 when wrong, 423 B5V002 once locked; nothing changes), excludes them from play at once until the same Bangkok time
 * 6 months, 1 year or 5 years later and revokes every session of theirs. The end only ever moves later:
 * a shorter period while excluded keeps the later end. Nothing in the api shortens or lifts it (login,
 * the auth guard, deposits, bets and checkouts refuse with 403 E40003 until it passes). Once it is committed the
 * player's money goes back to them (return-self-excluded-funds.ts: open mini-game slips cashed out, the balance
 * held as a withdrawal to their bank account for ops to pay); should that fail, the next scheduler pass does it.
 */
import { sql } from 'kysely';
import { selfExclusionEnd, type SelfExclusionData, type SelfExclusionPeriod } from 'shared-contracts';
import { checkPin } from '../auth/check-pin';
import type { AppContext } from '../context';
import { announceLiveAccessChange } from '../live/revoke-live-tokens';
import { lockProtectionRow } from '../player-protection/lock-protection-row';
import { returnSelfExcludedFunds } from './return-self-excluded-funds';

export async function selfExclude(
  ctx: AppContext,
  input: { userId: number; period: SelfExclusionPeriod; pin: string },
  client: { ip: string },
): Promise<SelfExclusionData> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['phone', 'pin_hash'])
    .where('id', '=', input.userId)
    .executeTakeFirstOrThrow();
  await checkPin(ctx, { phone: user.phone, ip: client.ip, pin: input.pin, pinHash: user.pin_hash });

  const now = ctx.clock.now();
  const excluded = await ctx.db.transaction().execute(async (trx) => {
    // the same lock as deposits and bets: one in flight either commits first or sees the exclusion
    await lockProtectionRow(trx, input.userId, now);
    const until = selfExclusionEnd(now, input.period);
    const updated = await trx
      .updateTable('users')
      .set({ self_excluded_until: sql<Date>`greatest(self_excluded_until, ${until})` })
      .where('id', '=', input.userId)
      .returning('self_excluded_until')
      .executeTakeFirstOrThrow();
    const revoked = await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('user_id', '=', input.userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    // the live tokens of those sessions stop at once too (every process drops its cached session state)
    await announceLiveAccessChange(trx, input.userId);
    ctx.log.info(
      { userId: input.userId, period: input.period, until: updated.self_excluded_until },
      'player self-excluded',
    );
    return {
      self_excluded_until: updated.self_excluded_until!.toISOString(),
      sessions_revoked: Number(revoked.numUpdatedRows),
    };
  });
  try {
    const returned = await ctx.db.transaction().execute((trx) => returnSelfExcludedFunds(trx, input.userId, now));
    ctx.log.info({ userId: input.userId, ...returned }, 'self-excluded player: money returned');
  } catch (err) {
    ctx.log.error(
      { err, userId: input.userId },
      'self-excluded player: returning the money failed (next scheduler pass)',
    );
  }
  return excluded;
}
