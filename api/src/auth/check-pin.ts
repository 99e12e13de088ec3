/**
 * THE PIN check of the product: every comparison of a player's PIN goes through `checkPin` (login, forgot
 * phone, change phone, change PIN, self-exclusion), so guessing a PIN anywhere brings the same block as
 * guessing it at login. The throttles (table auth_throttles) are described in auth/login.ts: `pin_ip` per
 * phone and IP, `pin_phone` per phone, with backoff locks. Wrong → 401 B5V003 `{attempts_left}`; the wrong PIN
 * that reaches a limit, and every try while locked → 423 B5V002 `{blocked_until}`. A right PIN clears the
 * counts. Only auth/pin.ts `verifyPin` compares, and only here (ops passwords have their own lock,
 * ops-accounts/ops-login.ts).
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, PIN_MAX_FAILURES } from 'shared-contracts';
import type { AppContext } from '../context';
import type { DbOrTrx } from '../db/transaction';
import { randomToken } from '../http/crypto';
import { dummyHash, verifyPin } from './pin';

/** Wrong PINs from all IPs together that lock a phone everywhere. */
export const PIN_PHONE_MAX_FAILURES = 20;
/** The longest lock, however many lockouts came before (minutes). */
export const PIN_BLOCK_MAX_MINUTES = 24 * 60;

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

/** Counts the attempt on both rows (all or nothing), or returns the lock that refuses it. */
async function countPinAttempt(
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
async function clearPinThrottles(ctx: AppContext, phone: string, ip: string, now: Date): Promise<void> {
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

/**
 * Counts one PIN attempt for `phone` from `ip`, then compares `pin` with `pinHash` (null: no such account, compared
 * with a dummy hash so the answer and timing match a wrong PIN). Resolves when right; throws B5V003 / B5V002.
 */
export async function checkPin(
  ctx: AppContext,
  input: { phone: string; ip: string; pin: string; pinHash: string | null },
): Promise<void> {
  const now = ctx.clock.now();
  const counted = await countPinAttempt(ctx, input.phone, input.ip, now);
  if ('lockedUntil' in counted) {
    const until = counted.lockedUntil.toISOString();
    throw new AppError(ErrorCode.PIN_TOO_MANY_FAILURES, `too many wrong PINs: this phone is blocked until ${until}`, {
      blocked_until: until,
    });
  }
  const hash = input.pinHash ?? (await dummyHash(ctx.config.passwordHash, randomToken(8)));
  const right = (await verifyPin(hash, input.pin)) && input.pinHash !== null;
  if (right) {
    await clearPinThrottles(ctx, input.phone, input.ip, now);
    return;
  }
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
