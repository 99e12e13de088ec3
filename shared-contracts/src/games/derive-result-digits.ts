/**
 * `deriveDigits`: validates a raw official result with its strategy's schema (result-schemas.ts) and derives its
 * digits (derive-digits.ts, glo.ts; docs/game-rules.md "Winning digits per family"). Server side, like the schemas.
 */
import type { ResultDigits } from './bet-kinds';
import { DIGIT_DERIVERS, type DerivableStrategy } from './digit-derivers';
import { RESULT_SCHEMAS } from './result-schemas';

/**
 * Validates a raw official result for a strategy and derives its digits.
 * Returns zod's error (with paths and messages) instead of throwing, so callers can answer E10000.
 */
export function deriveDigits(
  strategy: DerivableStrategy,
  raw: unknown,
): { ok: true; raw: unknown; digits: ResultDigits } | { ok: false; issues: { path: string; message: string }[] } {
  const parsed = RESULT_SCHEMAS[strategy].safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    };
  }
  return { ok: true, raw: parsed.data, digits: DIGIT_DERIVERS[strategy](parsed.data as never) };
}
