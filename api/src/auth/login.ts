/**
 * POST auth/login: phone + PIN → a session.
 *
 * The PIN is compared by auth/check-pin.ts `checkPin`, the one throttled PIN check of the product.
 * Throttles (table auth_throttles), kept for every phone asked about, registered or not:
 * - `pin_ip`, key `<phone>|<client ip>`: PIN_MAX_FAILURES (5) wrong PINs from one IP lock that phone
 *   for that IP only, so an attacker on one IP cannot lock the owner out elsewhere;
 * - `pin_phone`, key `<phone>`: PIN_PHONE_MAX_FAILURES (20) wrong PINs from all IPs together lock the
 *   phone everywhere (a spread-out attack).
 * A lock lasts PIN_BLOCK_MINUTES × 2^(the row's consecutive lockouts before it), at most
 * PIN_BLOCK_MAX_MINUTES (24 h): the first 30 min, then 60, 120... A row untouched for 24 h starts
 * afresh; a right PIN clears the row of its IP and the phone's row (count and lockouts).
 *
 * Race-proof: both rows count the attempt in the statement that checks them (one short transaction,
 * committed before argon2 runs); a request that cannot count compares nothing. However many PINs arrive
 * at once, at most 5 per (phone, IP) and 20 per phone are compared before the lock, and the right PIN
 * after that is refused. The counting attempt that reaches a limit sets the lock itself.
 *
 * Answers: wrong PIN → 401 B5V003 `{attempts_left}` (the smaller of what the two rows allow); the wrong
 * PIN that reaches a limit, and every try while locked → 423 B5V002 `{blocked_until}`. An unknown phone
 * runs the same statements and argon2 against a dummy hash, so its answer (status and body bytes) and
 * timing match a wrong PIN on a real phone. After a right PIN only: BANNED → 403 B0V002, INACTIVE → 403 B0V003
 * (both with the ban or block object, account-standing/account-stop-error.ts); a self-excluded
 * player → 403 E40003 `{self_excluded_until}`. The route is also rate-limited per IP (rateLimits.login).
 * `users.pin_failures` / `users.pin_blocked_until` are no longer used.
 */
import type { LoginBody, SessionData } from 'shared-contracts';
import type { AppContext } from '../context';
import { checkPin } from './check-pin';
import { accountStopError } from '../account-standing/account-stop-error';
import { isSelfExcluded, selfExcludedError } from '../account-standing/refuse-self-excluded';
import { createSession } from './sessions';

/**
 * Logs a player in. `client.ip` is the normalised client address (`clientIp(request)` of
 * http/rate-limit.ts) the per-IP lock counts on. Errors: B5V003, B5V002, B0V002, E40003 (see above).
 */
export async function login(ctx: AppContext, body: LoginBody, client: { ip: string }): Promise<SessionData> {
  const now = ctx.clock.now();
  // a cheap read, then the one throttled PIN check of the product (an unknown phone: a dummy hash, same answer)
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'customer_code', 'pin_hash', 'status', 'self_excluded_until'])
    .where('phone', '=', body.phone)
    .executeTakeFirst();
  await checkPin(ctx, { phone: body.phone, ip: client.ip, pin: body.pin, pinHash: user?.pin_hash ?? null });
  if (!user) throw new Error('unreachable: checkPin refuses an unknown phone');
  if (user.status !== 'ACTIVE') throw await accountStopError(ctx.db, user.id, user.status);
  if (isSelfExcluded(user.self_excluded_until, now)) throw selfExcludedError(user.self_excluded_until);
  return createSession(ctx.db, {
    userId: user.id,
    customerCode: user.customer_code,
    now,
    ttlHours: ctx.config.sessionTtlHours,
  });
}
