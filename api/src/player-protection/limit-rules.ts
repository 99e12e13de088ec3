/**
 * The rules of changing a limit (pure): a lower or new limit applies at once; a higher one, or removing
 * one, waits `delayMs` as a pending change; asking for the limit in force again cancels a pending raise;
 * asking again for the value already pending keeps its time. Amounts are satang, null = no limit.
 */

export interface StoredLimit {
  limit_satang: number | null;
  pending_satang: number | null;
  pending_effective_at: Date | null;
}

export interface ResolvedLimit {
  /** The limit in force now; null = none. */
  limitSatang: number | null;
  /** A raise or removal not yet in force. */
  pending: { limitSatang: number | null; effectiveAt: Date } | null;
}

export const NO_LIMIT: ResolvedLimit = { limitSatang: null, pending: null };

/** The limit in force at `now`: a pending change whose time has come has replaced the old limit. */
export function resolveLimit(row: StoredLimit | undefined, now: Date): ResolvedLimit {
  if (!row) return NO_LIMIT;
  if (row.pending_effective_at) {
    if (row.pending_effective_at.getTime() <= now.getTime()) return { limitSatang: row.pending_satang, pending: null };
    return {
      limitSatang: row.limit_satang,
      pending: { limitSatang: row.pending_satang, effectiveAt: row.pending_effective_at },
    };
  }
  return { limitSatang: row.limit_satang, pending: null };
}

/** True when `a` allows less than `b` (null = unlimited). */
export function isStricter(a: number | null, b: number | null): boolean {
  if (a === null) return false;
  return b === null || a < b;
}

/** The limit's state after the player asks for `requested` at `now`. */
export function planLimitChange(
  current: ResolvedLimit,
  requested: number | null,
  now: Date,
  delayMs: number,
): ResolvedLimit {
  if (requested === current.limitSatang) return { limitSatang: requested, pending: null };
  if (isStricter(requested, current.limitSatang)) return { limitSatang: requested, pending: null };
  if (current.pending && current.pending.limitSatang === requested) return current;
  return {
    limitSatang: current.limitSatang,
    pending: { limitSatang: requested, effectiveAt: new Date(now.getTime() + delayMs) },
  };
}
