/**
 * The player-protection check of a deposit, called once inside the deposit's transaction before the
 * ledger posting: locks the player's protection row (parallel deposits pass one by one), refuses a
 * banned or inactive player (403 B0V002 / B0V003, account-standing/account-stop-error.ts), a self-excluded player (403 E40003 `{self_excluded_until}`) and a deposit that would take the Bangkok
 * day's, week's or month's deposits past the player's limit (422 E40001 `{period, limit, used, remaining}`,
 * baht). `amountSatang` is the deposit in satang.
 */
import { ErrorCode } from 'shared-contracts';
import type { Trx } from '../db/transaction';
import { findBreach, limitReachedError } from './limit-check';
import { limitWindows } from './limit-periods';
import { lockProtectionState } from './lock-protection-state';
import { periodTotals } from './player-totals';
import { isSelfExcluded, selfExcludedError } from '../account-standing/refuse-self-excluded';
import { accountStopError } from '../account-standing/account-stop-error';

export async function assertDepositAllowed(
  trx: Trx,
  input: { userId: number; amountSatang: number; now: Date },
): Promise<void> {
  const { selfExcludedUntil, limits, status } = await lockProtectionState(trx, input.userId, input.now);
  // banned or inactive while the request was on its way (the auth guard saw it active): no money moves
  if (status !== 'ACTIVE') throw await accountStopError(trx, input.userId, status);
  if (isSelfExcluded(selfExcludedUntil, input.now)) throw selfExcludedError(selfExcludedUntil);
  if (![limits.deposit_day, limits.deposit_week, limits.deposit_month].some((l) => l.limitSatang !== null)) return;
  const totals = await periodTotals(trx, input.userId, limitWindows(input.now));
  const breach = findBreach('deposit', limits, totals, input.amountSatang);
  if (breach)
    throw limitReachedError(ErrorCode.DEPOSIT_LIMIT_REACHED, 'deposit', breach, 'a deposit of', input.amountSatang);
}
