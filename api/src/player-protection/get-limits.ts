/**
 * GET users/limits: the player's six limits as in force now (baht, null = none), this period's deposits
 * or net loss, what remains, when the Bangkok period resets, and any pending raise or removal.
 */
import {
  LIMIT_KINDS,
  satangToBaht,
  type LimitKind,
  type LimitPeriod,
  type LimitView,
  type PlayerLimitsData,
} from 'shared-contracts';
import type { AppContext } from '../context';
import type { ResolvedLimit } from './limit-rules';
import { limitWindows, type LimitWindows } from './limit-periods';
import { periodTotals } from './player-totals';
import { readLimits } from './read-limits';

export async function getLimits(ctx: AppContext, userId: number): Promise<PlayerLimitsData> {
  const now = ctx.clock.now();
  const windows = limitWindows(now);
  const [limits, totals] = await Promise.all([readLimits(ctx.db, userId, now), periodTotals(ctx.db, userId, windows)]);
  const views = Object.fromEntries(
    LIMIT_KINDS.map((kind) => [kind, toLimitView(kind, limits[kind], totals[kind], windows)]),
  ) as Record<LimitKind, LimitView>;
  return { ...views, raise_delay_hours: ctx.config.limitRaiseDelayHours, as_of: now.toISOString() };
}

function toLimitView(kind: LimitKind, limit: ResolvedLimit, usedSatang: number, windows: LimitWindows): LimitView {
  const period = kind.slice(kind.indexOf('_') + 1) as LimitPeriod;
  const window = windows[period];
  return {
    limit: limit.limitSatang === null ? null : satangToBaht(limit.limitSatang),
    used: satangToBaht(usedSatang),
    remaining: limit.limitSatang === null ? null : satangToBaht(Math.max(0, limit.limitSatang - usedSatang)),
    period_start: window.start.toISOString(),
    resets_at: window.end.toISOString(),
    pending: limit.pending
      ? {
          limit: limit.pending.limitSatang === null ? null : satangToBaht(limit.pending.limitSatang),
          effective_at: limit.pending.effectiveAt.toISOString(),
        }
      : null,
  };
}
