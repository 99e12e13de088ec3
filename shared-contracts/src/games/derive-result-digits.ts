/**
 * `deriveDigits`: validates a raw official result with its strategy's schema (result-schemas.ts) and derives its
 * digits (derive-digits.ts, glo.ts; docs/game-rules.md "Winning digits per family"). Server side, like the schemas.
 */
import type { ResultDigits } from './bet-kinds';
import type { ResultStrategy } from './catalogue';
import {
  deriveBankDigits,
  deriveHanoiDigits,
  deriveLao4dDigits,
  deriveLao5dDigits,
  deriveLaoZodiacDigits,
  deriveMalayDigits,
  deriveStockDigits,
  deriveYeekeeDigits,
} from './derive-digits';
import { deriveGloDigits } from './glo';
import { RESULT_SCHEMAS } from './result-schemas';

/**
 * Validates a raw official result for a strategy and derives its digits.
 * Returns zod's error (with paths and messages) instead of throwing, so callers can answer E10000.
 */
export function deriveDigits(
  strategy: Exclude<ResultStrategy, 'NONE' | 'SET_4D'>,
  raw: unknown,
): { ok: true; raw: unknown; digits: ResultDigits } | { ok: false; issues: { path: string; message: string }[] } {
  const parsed = RESULT_SCHEMAS[strategy].safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    };
  }
  const data = parsed.data as never;
  const derive: Record<typeof strategy, (r: never) => ResultDigits> = {
    GLO: deriveGloDigits,
    HANOI: deriveHanoiDigits,
    LAO_4D: deriveLao4dDigits,
    LAO_5D: deriveLao5dDigits,
    LAO_ZODIAC: deriveLaoZodiacDigits,
    MALAY_4D: deriveMalayDigits,
    BANK: deriveBankDigits,
    STOCK: deriveStockDigits,
    YEEKEE: deriveYeekeeDigits,
  };
  return { ok: true, raw: parsed.data, digits: derive[strategy](data) };
}
