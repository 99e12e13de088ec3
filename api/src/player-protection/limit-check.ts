/**
 * Shared by the deposit and stake checks: which of a family's limits (day, week, month) an amount would
 * pass, and the E40001/E40002 error for it. Amounts are satang; the error's data is baht.
 */
import {
  AppError,
  formatSatangPlain,
  satangToBaht,
  type ErrorCode,
  type LimitKind,
  type LimitPeriod,
  type LimitReachedData,
} from 'shared-contracts';
import type { ResolvedLimit } from './limit-rules';

export interface LimitBreach {
  period: LimitPeriod;
  limitSatang: number;
  usedSatang: number;
  remainingSatang: number;
}

const PERIODS: LimitPeriod[] = ['day', 'week', 'month'];
const PERIOD_WORD: Record<LimitPeriod, string> = { day: 'daily', week: 'weekly', month: 'monthly' };

/**
 * The tightest limit of `family` that `used + amount` would pass (least remaining; the shorter period
 * on a tie), or null when every limit allows it.
 */
export function findBreach(
  family: 'deposit' | 'loss',
  limits: Record<LimitKind, ResolvedLimit>,
  totals: Record<LimitKind, number>,
  amountSatang: number,
): LimitBreach | null {
  let worst: LimitBreach | null = null;
  for (const period of PERIODS) {
    const kind = `${family}_${period}` as LimitKind;
    const limit = limits[kind].limitSatang;
    if (limit === null) continue;
    const used = totals[kind];
    if (used + amountSatang <= limit) continue;
    const breach = { period, limitSatang: limit, usedSatang: used, remainingSatang: Math.max(0, limit - used) };
    if (!worst || breach.remainingSatang < worst.remainingSatang) worst = breach;
  }
  return worst;
}

/** The refusal for a breach: `what` names the attempt ("a deposit of", "a stake of"). */
export function limitReachedError(
  code: ErrorCode,
  family: 'deposit' | 'loss',
  breach: LimitBreach,
  what: string,
  amountSatang: number,
): AppError {
  const data: LimitReachedData = {
    period: breach.period,
    limit: satangToBaht(breach.limitSatang),
    used: satangToBaht(breach.usedSatang),
    remaining: satangToBaht(breach.remainingSatang),
  };
  const usedWord = family === 'deposit' ? 'deposited' : 'net loss';
  return new AppError(
    code,
    `${what} ${formatSatangPlain(amountSatang)} baht would pass your ${PERIOD_WORD[breach.period]} ${family} limit of ` +
      `${formatSatangPlain(breach.limitSatang)} baht (${usedWord} ${formatSatangPlain(breach.usedSatang)}, ` +
      `remaining ${formatSatangPlain(breach.remainingSatang)})`,
    data,
  );
}
