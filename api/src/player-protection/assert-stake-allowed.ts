/**
 * The player-protection check of a stake (a bet slip, a lottery-shop checkout), called once inside its
 * transaction before the ledger posting: locks the player's protection row (parallel bets pass one by
 * one), refuses a banned or inactive player (403 B0V002 / B0V003, account-standing/account-stop-error.ts), a self-excluded
 * player (403 E40003 `{self_excluded_until}`) and a stake that would take
 * the net loss (stakes − payouts − refunds) of the Bangkok day, week or month past the player's loss
 * limit (422 E40002 `{period, limit, used, remaining}`, baht). `stakeSatang` is what the wallet pays.
 * One round trip when the player has no loss limit (lock-protection-state.ts), two otherwise.
 */
import { ErrorCode } from 'shared-contracts';
import type { Trx } from '../db/transaction';
import { findBreach, limitReachedError } from './limit-check';
import { limitWindows } from './limit-periods';
import { lockProtectionState } from './lock-protection-state';
import { periodTotals } from './player-totals';
import { isSelfExcluded, selfExcludedError } from '../account-standing/refuse-self-excluded';
import { accountStopError } from '../account-standing/account-stop-error';

export async function assertStakeAllowed(
  trx: Trx,
  input: { userId: number; stakeSatang: number; now: Date },
): Promise<void> {
  const { selfExcludedUntil, limits, status } = await lockProtectionState(trx, input.userId, input.now);
  // banned or inactive while the request was on its way (the auth guard saw it active): no money moves
  if (status !== 'ACTIVE') throw await accountStopError(trx, input.userId, status);
  if (isSelfExcluded(selfExcludedUntil, input.now)) throw selfExcludedError(selfExcludedUntil);
  if (input.stakeSatang <= 0) return;
  if (![limits.loss_day, limits.loss_week, limits.loss_month].some((l) => l.limitSatang !== null)) return;
  const totals = await periodTotals(trx, input.userId, limitWindows(input.now));
  const breach = findBreach('loss', limits, totals, input.stakeSatang);
  if (breach) throw limitReachedError(ErrorCode.LOSS_LIMIT_REACHED, 'loss', breach, 'a stake of', input.stakeSatang);
}
