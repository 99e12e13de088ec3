/**
 * Registration's friend-invite part (docs/product.md "Friend invite"), in the registration's transaction, after
 * the account row exists: resolves the referral code the body named (`invite_code`, a `?ref=` link or typed;
 * case-insensitive) to its player and sets `users.invited_by`, and records the code and the landing UTM fields
 * in `invite_signups`. A code that matches no player (a typo, a stale link) is ignored and logged: a signup is
 * never refused for it; the account simply has no referrer. A player can never be their own referrer (a new
 * account has no code anyone could have shared yet; the check stays as a guard).
 * Returns the referrer's user id, or null.
 */
import { UTM_FIELDS, type RegisterBody } from 'shared-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Trx } from '../db/transaction';

export async function recordInviteSignup(
  trx: Trx,
  userId: number,
  body: Pick<RegisterBody, 'invite_code' | (typeof UTM_FIELDS)[number]>,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<number | null> {
  const code = body.invite_code?.trim().toUpperCase() || null;
  let referrerId: number | null = null;
  if (code) {
    const referrer = await trx
      .selectFrom('users')
      .select('id')
      .where('invite_code', '=', code)
      .where('id', '<>', userId)
      .executeTakeFirst();
    if (referrer) {
      referrerId = referrer.id;
      await trx.updateTable('users').set({ invited_by: referrerId }).where('id', '=', userId).execute();
    } else log?.info({ userId, inviteCode: code }, 'registration named an unknown invite code: no referrer recorded');
  }
  const utm = Object.fromEntries(UTM_FIELDS.map((f) => [f, body[f]?.trim() || null])) as Record<
    (typeof UTM_FIELDS)[number],
    string | null
  >;
  // a plain signup (no code, no UTM) needs no row
  if (code || Object.values(utm).some((v) => v !== null))
    await trx
      .insertInto('invite_signups')
      .values({ user_id: userId, referrer_id: referrerId, code_used: code, ...utm, created_at: now })
      .execute();
  return referrerId;
}
