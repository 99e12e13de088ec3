/**
 * The per-family digit derivations by result strategy (derive-digits.ts, glo.ts; docs/game-rules.md "Winning digits
 * per family"), in one table without zod: the server's `deriveDigits` validates and then calls it, the console's
 * result form previews with it (its bundle stays free of the schemas).
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

/** A strategy whose raw result has digits to derive (not NONE, not the set games' SET_4D). */
export type DerivableStrategy = Exclude<ResultStrategy, 'NONE' | 'SET_4D'>;

/** Derives a family's winning digits from its raw result, already in the strategy's schema shape. */
export const DIGIT_DERIVERS: Record<DerivableStrategy, (raw: never) => ResultDigits> = {
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
