/**
 * POST wallet/deposit on the `demo` rail: play credits arrive at once (rail → player), with a DEPOSIT
 * notification pushed live (credit-deposit.ts).
 * Idempotent per player and Idempotency-Key: a repeat returns the first response and credits once.
 */
import {
  AppError,
  DEPOSIT_LIMITS_SATANG,
  ErrorCode,
  formatSatangPlain,
  satangToBaht,
  type DepositData,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { creditDeposit } from './credit-deposit';
import { runIdempotentTransaction, type StoredResponse } from './idempotency';
import { transactionId } from './transaction-id';
import { assertServiceOpen } from '../system/assert-service-open';
import { assertDepositAllowed } from '../player-protection/assert-deposit-allowed';

/** Deposit bounds, satang (spec-side constant shared with the wallet UI). */
export const DEPOSIT_MIN_SATANG = DEPOSIT_LIMITS_SATANG.min;
export const DEPOSIT_MAX_SATANG = DEPOSIT_LIMITS_SATANG.max;

export interface DepositInput {
  userId: number;
  amountSatang: number;
  idempotencyKey: string;
  requestHash: string;
}

/**
 * Credits `amountSatang` at once from the demo rail. Errors: out of bounds 400 E10000; the demo rail is not in
 * PAYMENT_RAIL 417 E10006 `{rail}`; deposits closed 417 E10006; player protection (E40001, E40003, B0V002/3).
 */
export async function deposit(ctx: AppContext, input: DepositInput): Promise<StoredResponse<DepositData>> {
  if (!ctx.config.paymentRails.includes('demo'))
    throw new AppError(ErrorCode.EXPECTATION_FAILED, 'the demo rail is off: declare a bank transfer instead', {
      rail: 'demo',
    });
  if (input.amountSatang < DEPOSIT_MIN_SATANG || input.amountSatang > DEPOSIT_MAX_SATANG) {
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `amount must be between ${formatSatangPlain(DEPOSIT_MIN_SATANG)} and ${formatSatangPlain(DEPOSIT_MAX_SATANG)} baht`,
      [
        {
          path: 'amount',
          message: `must be between ${formatSatangPlain(DEPOSIT_MIN_SATANG)} and ${formatSatangPlain(DEPOSIT_MAX_SATANG)} baht`,
        },
      ],
    );
  }
  return runIdempotentTransaction(ctx, 'wallet.deposit', input, async (trx, at) => {
    await assertServiceOpen(trx, 'DEPOSIT');
    await assertDepositAllowed(trx, { userId: input.userId, amountSatang: input.amountSatang, now: at });
    const credited = await creditDeposit(trx, {
      userId: input.userId,
      amountSatang: input.amountSatang,
      rail: 'demoRail',
      memo: 'deposit via demo rail',
      idempotencyScope: 'deposit',
      idempotencyKey: `${input.userId}:${input.idempotencyKey}`,
      at,
    });
    const body: DepositData = {
      transaction_id: transactionId(credited.transferId),
      amount: satangToBaht(input.amountSatang),
      balance: satangToBaht(credited.playerBalanceSatang),
      status: 'SUCCESS',
      rail: 'demo',
      created_at: at.toISOString(),
    };
    return { statusCode: 201, body };
  });
}
