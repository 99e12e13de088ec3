/**
 * `POST wallet/deposit/manual {amount, transferred_at, slip_reference?}` (issue 11): the player declares a bank
 * transfer on the `manual-bank-transfer` rail. Nothing is credited yet: ops confirm it (credit exactly once) or
 * reject it (decide-manual-deposit.ts). Idempotent per player and Idempotency-Key. Errors:
 * - the rail is not in PAYMENT_RAIL → 417 E10006 `{rail}`; deposits closed → 417 E10006 `{system_status}`;
 * - amount outside DEPOSIT_LIMITS_SATANG, or `transferred_at` in the future or more than 7 days ago → 400 E10000;
 * - player protection as for any deposit (B0V002/B0V003, E40003, E40001 — limits count credited deposits);
 * - already MAX_PENDING_DECLARATIONS declarations waiting → 422 E20013 `{pending}`.
 */
import {
  AppError,
  DEPOSIT_LIMITS_SATANG,
  ErrorCode,
  formatSatangPlain,
  type ManualDepositData,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { assertDepositAllowed } from '../../player-protection/assert-deposit-allowed';
import { assertServiceOpen } from '../../system/assert-service-open';
import { runIdempotent, type StoredResponse } from '../idempotency';
import { manualDepositView } from './manual-deposit-view';

/** Declarations a player may have waiting for ops at once. */
export const MAX_PENDING_DECLARATIONS = 5;
/** How old a declared transfer may be. */
const MAX_AGE_MS = 7 * 24 * 3600_000;
/** Clock skew allowed for a transfer time a little in the future. */
const SKEW_MS = 5 * 60_000;

export interface ManualDepositInput {
  userId: number;
  amountSatang: number;
  transferredAt: Date;
  slipReference: string;
  idempotencyKey: string;
  requestHash: string;
}

export async function declareManualDeposit(
  ctx: AppContext,
  input: ManualDepositInput,
): Promise<StoredResponse<ManualDepositData>> {
  if (!ctx.config.paymentRails.includes('manual-bank-transfer'))
    throw new AppError(ErrorCode.EXPECTATION_FAILED, 'deposits by bank transfer are not offered', {
      rail: 'manual-bank-transfer',
    });
  const { min, max } = DEPOSIT_LIMITS_SATANG;
  if (input.amountSatang < min || input.amountSatang > max) {
    const message = `must be between ${formatSatangPlain(min)} and ${formatSatangPlain(max)} baht`;
    throw new AppError(ErrorCode.BAD_REQUEST, `amount ${message}`, [{ path: 'amount', message }]);
  }
  const now = ctx.clock.now();
  const age = now.getTime() - input.transferredAt.getTime();
  if (age < -SKEW_MS || age > MAX_AGE_MS) {
    const message = 'must be within the last 7 days and not in the future';
    throw new AppError(ErrorCode.BAD_REQUEST, `transferred_at ${message}`, [{ path: 'transferred_at', message }]);
  }
  return ctx.db.transaction().execute(async (trx) =>
    runIdempotent(
      trx,
      {
        scope: 'wallet.deposit.manual',
        ownerId: input.userId,
        key: input.idempotencyKey,
        requestHash: input.requestHash,
        at: now,
      },
      async () => {
        await assertServiceOpen(trx, 'DEPOSIT');
        // locks the player's protection row: parallel declarations count each other below
        await assertDepositAllowed(trx, { userId: input.userId, amountSatang: input.amountSatang, now });
        const waiting = await trx
          .selectFrom('manual_deposits')
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .where('user_id', '=', input.userId)
          .where('state', '=', 'PENDING')
          .executeTakeFirstOrThrow();
        if (Number(waiting.n) >= MAX_PENDING_DECLARATIONS)
          throw new AppError(
            ErrorCode.TRANSACTION_REACHED_MAXIMUM,
            `${MAX_PENDING_DECLARATIONS} declared deposits are already waiting for ops`,
            { pending: Number(waiting.n) },
          );
        const row = await trx
          .insertInto('manual_deposits')
          .values({
            user_id: input.userId,
            amount_satang: input.amountSatang,
            transferred_at: input.transferredAt,
            slip_reference: input.slipReference,
            declared_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { statusCode: 201, body: manualDepositView(row) };
      },
    ),
  );
}
