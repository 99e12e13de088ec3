/**
 * The date-range rule of the ops reconciliation reads (issue 10), without zod so the console's lazily loaded
 * reconciliation screen can check a range before asking: Bangkok dates `YYYY-MM-DD`, both ends included, at
 * most RECONCILIATION_MAX_DAYS days (schemas/reconciliation.ts validates the same on the API).
 */

/** The longest date range a reconciliation read accepts, in days (both ends included). */
export const RECONCILIATION_MAX_DAYS = 366;

/** Days from `from` to `to`, both included (1 for one day). */
export function reconciliationSpanDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}
