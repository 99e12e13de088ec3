/**
 * `POST wallet/withdraw {amount}` (issue 11; docs/product.md "Profile and wallet"): a withdraw on the
 * manual-bank-transfer rail to the player's registered bank account (the first one). The amount leaves the
 * available balance at once: one ledger transfer WITHDRAW player → the player's hold account; ops then approve
 * or reject it (decide-withdrawal.ts). One transaction, idempotent per player and Idempotency-Key (a repeat
 * returns the first answer and holds once), in this order:
 * 1. withdrawals closed (WithdrawError / UnderConstruction) → 417 E10006 `{system_status}`;
 * 2. the player's protection row FOR UPDATE (player-protection/lock-protection-state.ts, the lock every money
 *    move of the player takes first): parallel withdraws of one player run one at a time, so the day's total
 *    read next includes every earlier one; a banned or inactive player → 403 B0V002 / B0V003;
 * 3. no registered bank account → 417 E10006 `{bank_account: null}`; that account on ops' block list → 400 E20027;
 * 4. the Bangkok day's PENDING + SUCCESS withdrawals + this one above WITHDRAW_MAX_PER_DAY_BAHT → 422 P7V006
 *    `{max_per_day, used_today, remaining_today}` (baht);
 * 5. the hold transfer: not enough money → 422 P2R202 (nothing written).
 * Below WITHDRAW_MIN_BAHT → 422 E20014 `{min}` before any of it. `amountSatang` is satang; the answer is baht.
 */
import {
  AppError,
  ErrorCode,
  bangkokDate,
  formatSatangPlain,
  satangToBaht,
  type WithdrawResultData,
} from 'shared-contracts';
import { assertBankAccountNotBlacklisted } from '../../auth/bank-account-checks';
import type { AppContext } from '../../context';
import { lockProtectionState } from '../../player-protection/lock-protection-state';
import { assertServiceOpen } from '../../system/assert-service-open';
import { accountStopError } from '../../account-standing/account-stop-error';
import { runIdempotentTransaction, type StoredResponse } from '../idempotency';
import { holdWithdrawal } from './hold-withdrawal';
import { firstBankAccount, withdrawDayTotalSatang } from './withdraw-day-total';
import { withdrawalView } from './withdrawal-view';

export interface WithdrawInput {
  userId: number;
  amountSatang: number;
  idempotencyKey: string;
  requestHash: string;
}

export async function requestWithdraw(
  ctx: AppContext,
  input: WithdrawInput,
): Promise<StoredResponse<WithdrawResultData>> {
  const { withdrawMinSatang: min, withdrawMaxPerDaySatang: max } = ctx.config;
  if (input.amountSatang < min)
    throw new AppError(ErrorCode.REACHED_MINIMUM, `the least per withdraw is ${formatSatangPlain(min)} baht`, {
      min: satangToBaht(min),
    });
  return runIdempotentTransaction(ctx, 'wallet.withdraw', input, async (trx, at) => {
    await assertServiceOpen(trx, 'WITHDRAW');
    const { status } = await lockProtectionState(trx, input.userId, at);
    if (status !== 'ACTIVE') throw await accountStopError(trx, input.userId, status);
    const bank = await firstBankAccount(trx, input.userId);
    if (!bank)
      throw new AppError(ErrorCode.EXPECTATION_FAILED, 'no bank account is registered to withdraw to', {
        bank_account: null,
      });
    await assertBankAccountNotBlacklisted(trx, bank.bank_code, bank.bank_account_number);
    const day = bangkokDate(at);
    const used = await withdrawDayTotalSatang(trx, input.userId, day);
    if (used + input.amountSatang > max)
      throw new AppError(
        ErrorCode.WITHDRAW_MAX_PER_DAY,
        `withdrawals are at most ${formatSatangPlain(max)} baht per day; ${formatSatangPlain(Math.max(0, max - used))} baht left today`,
        {
          max_per_day: satangToBaht(max),
          used_today: satangToBaht(used),
          remaining_today: satangToBaht(Math.max(0, max - used)),
        },
      );
    const { row, balanceSatang } = await holdWithdrawal(trx, {
      userId: input.userId,
      amountSatang: input.amountSatang,
      bank,
      ledgerKey: `${input.userId}:${input.idempotencyKey}`,
      source: 'PLAYER',
      at,
    });
    const body: WithdrawResultData = {
      ...withdrawalView(row),
      balance: satangToBaht(balanceSatang),
    };
    return { statusCode: 201, body };
  });
}
