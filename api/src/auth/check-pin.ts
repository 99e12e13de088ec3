/**
 * The PIN check of forgot phone, change phone and change PIN: counted on the same throttles as login
 * (auth/login.ts: `pin_ip` per phone and IP, `pin_phone` per phone), so guessing a PIN here brings the same block
 * as guessing it at login. Wrong → 401 B5V003 `{attempts_left}`; the wrong PIN that reaches a limit, and every try
 * while locked → 423 B5V002 `{blocked_until}`. A right PIN clears the counts like a login does.
 */
import { AppError, ErrorCode, PIN_MAX_FAILURES } from 'shared-contracts';
import type { AppContext } from '../context';
import { randomToken } from '../http/crypto';
import { clearPinThrottles, countPinAttempt, PIN_PHONE_MAX_FAILURES } from './login';
import { hashPin, verifyPin } from './pin';

let dummyHash: Promise<string> | undefined;

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
  const hash = input.pinHash ?? (await (dummyHash ??= hashPin(randomToken(8))));
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
