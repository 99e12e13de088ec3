/**
 * POST auth/login: phone + PIN. Wrong PIN → B5V003 (with attempts left); the PIN_MAX_FAILURES-th wrong
 * PIN in a row blocks the phone for PIN_BLOCK_MINUTES → B5V002, also for every try while blocked.
 * An unknown phone answers like a wrong PIN, so phones cannot be probed.
 */
import { AppError, ErrorCode, PIN_MAX_FAILURES, type LoginBody, type SessionData } from 'shared-contracts';
import type { AppContext } from '../context';
import { randomToken } from '../http/crypto';
import { hashPin, verifyPin } from './pin';
import { createSession } from './sessions';

// a hash of a random PIN, made once: unknown phones cost the same time as known ones
let dummyHash: Promise<string> | undefined;

export async function login(ctx: AppContext, body: LoginBody): Promise<SessionData> {
  const now = ctx.clock.now();
  const user = await ctx.db
    .selectFrom('users')
    .select(['id', 'customer_code', 'pin_hash', 'pin_blocked_until', 'status'])
    .where('phone', '=', body.phone)
    .executeTakeFirst();
  if (!user) {
    await verifyPin(await (dummyHash ??= hashPin(randomToken(8))), body.pin);
    throw new AppError(ErrorCode.WRONG_PIN, 'phone or PIN is wrong');
  }
  if (user.pin_blocked_until && user.pin_blocked_until.getTime() > now.getTime()) {
    throw new AppError(
      ErrorCode.PIN_TOO_MANY_FAILURES,
      `too many wrong PINs: this phone is blocked until ${user.pin_blocked_until.toISOString()}`,
      {
        blocked_until: user.pin_blocked_until.toISOString(),
      },
    );
  }
  if (user.status === 'BANNED') throw new AppError(ErrorCode.USER_BANNED, 'this account is banned');
  if (!(await verifyPin(user.pin_hash, body.pin))) {
    const { pin_failures } = await ctx.db
      .updateTable('users')
      .set((eb) => ({ pin_failures: eb('pin_failures', '+', 1) }))
      .where('id', '=', user.id)
      .returning('pin_failures')
      .executeTakeFirstOrThrow();
    if (pin_failures >= PIN_MAX_FAILURES) {
      const until = new Date(now.getTime() + ctx.config.pinBlockMinutes * 60_000);
      await ctx.db
        .updateTable('users')
        .set({ pin_failures: 0, pin_blocked_until: until })
        .where('id', '=', user.id)
        .execute();
      throw new AppError(
        ErrorCode.PIN_TOO_MANY_FAILURES,
        `${PIN_MAX_FAILURES} wrong PINs in a row: this phone is blocked for ${ctx.config.pinBlockMinutes} minutes`,
        { blocked_until: until.toISOString() },
      );
    }
    const left = PIN_MAX_FAILURES - pin_failures;
    throw new AppError(ErrorCode.WRONG_PIN, `wrong PIN: ${left} attempts left before the phone is blocked`, {
      attempts_left: left,
    });
  }
  await ctx.db
    .updateTable('users')
    .set({ pin_failures: 0, pin_blocked_until: null })
    .where('id', '=', user.id)
    .execute();
  return createSession(ctx.db, {
    userId: user.id,
    customerCode: user.customer_code,
    now,
    ttlHours: ctx.config.sessionTtlHours,
  });
}
