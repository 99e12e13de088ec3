/**
 * POST auth/login: phone + PIN → a session.
 *
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
 * (both with the ban or block object, users/account-stop-error.ts); a self-excluded
 * player → 403 E40003 `{self_excluded_until}`. The route is also rate-limited per IP (rateLimits.login).
 * `users.pin_failures` / `users.pin_blocked_until` are no longer used.
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, PIN_MAX_FAILURES, type LoginBody, type SessionData } from 'shared-contracts';
import type { AppContext } from '../context';
import type { DbOrTrx } from '../db/transaction';
import { randomToken } from '../http/crypto';
import { hashPin, verifyPin } from './pin';
import { accountStopError } from '../users/account-stop-error';
import { createSession } from './sessions';

/** Wrong PINs from all IPs together that lock a phone everywhere. */
export const PIN_PHONE_MAX_FAILURES = 20;
/** The longest lock, however many lockouts came before (minutes). */
export const PIN_BLOCK_MAX_MINUTES = 24 * 60;

// a hash of a random PIN, made once: unknown phones cost the same time as known ones
let dummyHash: Promise<string> | undefined;

type PinScope = 'pin_ip' | 'pin_phone';

interface Counted {
  attempts: number;
  locked_until: Date | null;
}

/**
 * Counts one attempt on a throttle row unless it is locked or at `max`; the attempt reaching `max`
 * locks the row with backoff. Returns the row after counting, or undefined when refused.
 */
async function countAttempt(
  db: DbOrTrx,
  scope: PinScope,
  key: string,
  max: number,
  now: Date,
  blockMinutes: number,
): Promise<Counted | undefined> {
  const staleBefore = new Date(now.getTime() - PIN_BLOCK_MAX_MINUTES * 60_000);
  const stale = sql`t.updated_at <= ${staleBefore}::timestamptz`;
  // failures and lockouts before this attempt: a run restarts after a lock ran out or a quiet day
  const prev = sql`(CASE WHEN ${stale} OR t.locked_until <= ${now}::timestamptz THEN 0 ELSE t.attempts END)`;
  const prevLockouts = sql`(CASE WHEN ${stale} THEN 0 ELSE t.lockouts END)`;
  const reaches = sql`${prev} + 1 >= ${max}::int`;
  const lockSeconds = sql`LEAST(${PIN_BLOCK_MAX_MINUTES * 60}::float8,
    ${blockMinutes * 60}::float8 * power(2::float8, LEAST(${prevLockouts}, 30)::float8))`;
  const firstLock = max <= 1 ? new Date(now.getTime() + blockMinutes * 60_000) : null;
  const res = await sql<Counted>`
    INSERT INTO auth_throttles AS t (scope, key, attempts, window_start, last_at, locked_until, lockouts, updated_at)
    VALUES (${scope}, ${key}, 1, ${now}::timestamptz, ${now}::timestamptz, ${firstLock}::timestamptz,
            ${firstLock ? 1 : 0}::int, ${now}::timestamptz)
    ON CONFLICT (scope, key) DO UPDATE SET
      attempts = ${prev} + 1,
      window_start = CASE WHEN ${prev} = 0 THEN ${now}::timestamptz ELSE t.window_start END,
      locked_until = CASE WHEN ${reaches} THEN ${now}::timestamptz + ${lockSeconds} * interval '1 second' END,
      lockouts = ${prevLockouts} + CASE WHEN ${reaches} THEN 1 ELSE 0 END,
      last_at = ${now}::timestamptz,
      updated_at = ${now}::timestamptz
    WHERE (t.locked_until IS NULL OR t.locked_until <= ${now}::timestamptz) AND ${prev} < ${max}::int
    RETURNING t.attempts, t.locked_until`.execute(db);
  return res.rows[0];
}

const REFUSED = Symbol('refused');

/**
 * Counts the attempt on both rows (all or nothing), or returns the lock that refuses it. Also used by the PIN
 * checks of forgot phone, change phone and change PIN (auth/check-pin.ts).
 */
export async function countPinAttempt(
  ctx: AppContext,
  phone: string,
  ip: string,
  now: Date,
): Promise<{ ip: Counted; phone: Counted } | { lockedUntil: Date }> {
  const block = ctx.config.pinBlockMinutes;
  for (let tries = 0; ; tries++) {
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        const byIp = await countAttempt(trx, 'pin_ip', `${phone}|${ip}`, PIN_MAX_FAILURES, now, block);
        if (!byIp) throw REFUSED;
        const byPhone = await countAttempt(trx, 'pin_phone', phone, PIN_PHONE_MAX_FAILURES, now, block);
        if (!byPhone) throw REFUSED;
        return { ip: byIp, phone: byPhone };
      });
    } catch (err) {
      if (err !== REFUSED) throw err;
    }
    const locks = await ctx.db
      .selectFrom('auth_throttles')
      .select('locked_until')
      .where((eb) =>
        eb.or([
          eb.and([eb('scope', '=', 'pin_ip'), eb('key', '=', `${phone}|${ip}`)]),
          eb.and([eb('scope', '=', 'pin_phone'), eb('key', '=', phone)]),
        ]),
      )
      .where('locked_until', '>', now)
      .execute();
    const until = Math.max(0, ...locks.map((l) => l.locked_until!.getTime()));
    // a lock that ran out (or a success that cleared it) in between: count again, once
    if (until > 0 || tries >= 1) return { lockedUntil: new Date(Math.max(until, now.getTime())) };
  }
}

/** After a right PIN: the failures of this IP and of the phone are forgotten (one row per statement). */
export async function clearPinThrottles(ctx: AppContext, phone: string, ip: string, now: Date): Promise<void> {
  const reset = { attempts: 0, locked_until: null, lockouts: 0, updated_at: now };
  await ctx.db
    .updateTable('auth_throttles')
    .set(reset)
    .where('scope', '=', 'pin_ip')
    .where('key', '=', `${phone}|${ip}`)
    .execute();
  await ctx.db
    .updateTable('auth_throttles')
    .set(reset)
    .where('scope', '=', 'pin_phone')
    .where('key', '=', phone)
    .execute();
}

function blocked(until: Date): AppError {
  return new AppError(
    ErrorCode.PIN_TOO_MANY_FAILURES,
    `too many wrong PINs: this phone is blocked until ${until.toISOString()}`,
    { blocked_until: until.toISOString() },
  );
}

/**
 * Logs a player in. `client.ip` is the normalised client address (`clientIp(request)` of
 * http/rate-limit.ts) the per-IP lock counts on. Errors: B5V003, B5V002, B0V002, E40003 (see above).
 */
export async function login(ctx: AppContext, body: LoginBody, client: { ip: string }): Promise<SessionData> {
  const now = ctx.clock.now();
  const counted = await countPinAttempt(ctx, body.phone, client.ip, now);
  if ('lockedUntil' in counted) throw blocked(counted.lockedUntil);

  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'customer_code', 'pin_hash', 'status', 'self_excluded_until'])
    .where('phone', '=', body.phone)
    .executeTakeFirst();
  const pinHash = user?.pin_hash ?? (await (dummyHash ??= hashPin(randomToken(8))));
  const right = await verifyPin(pinHash, body.pin);

  if (!user || !right) {
    const lock = [counted.ip.locked_until, counted.phone.locked_until]
      .filter((d): d is Date => d !== null)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    if (lock) {
      throw new AppError(
        ErrorCode.PIN_TOO_MANY_FAILURES,
        `too many wrong PINs in a row: this phone is blocked until ${lock.toISOString()}`,
        { blocked_until: lock.toISOString() },
      );
    }
    const left = Math.min(PIN_MAX_FAILURES - counted.ip.attempts, PIN_PHONE_MAX_FAILURES - counted.phone.attempts);
    throw new AppError(ErrorCode.WRONG_PIN, `wrong PIN: ${left} attempts left before the phone is blocked`, {
      attempts_left: left,
    });
  }

  await clearPinThrottles(ctx, body.phone, client.ip, now);
  if (user.status !== 'ACTIVE') throw await accountStopError(ctx.db, user.id, user.status);
  if (user.self_excluded_until && user.self_excluded_until.getTime() > now.getTime()) {
    const until = user.self_excluded_until.toISOString();
    throw new AppError(ErrorCode.SELF_EXCLUDED, `this player excluded themself until ${until}`, {
      self_excluded_until: until,
    });
  }
  return createSession(ctx.db, {
    userId: user.id,
    customerCode: user.customer_code,
    now,
    ttlHours: ctx.config.sessionTtlHours,
  });
}
