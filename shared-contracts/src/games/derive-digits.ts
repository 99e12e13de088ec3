/**
 * Named strategies that turn a game family's official result into its winning digits
 * (docs/game-rules.md "Winning digits per family"). One function per family,
 * used by the API (settlement), the UI (results) and the tests (real data). Digits are zero-padded strings.
 * Each raw result schema rejects malformed input with a message saying what was wrong.
 */
import { z } from 'zod';
import type { ResultDigits } from './bet-kinds';
import type { ResultStrategy } from './catalogue';
import { deriveGloDigits, gloDrawSchema } from './glo';

const digits = (n: number, what: string) => z.string().regex(new RegExp(`^\\d{${n}}$`), `${what} must be ${n} digits`);
/** A decimal with exactly 2 decimals, optionally signed: "1234.56", "-12.30". */
const decimal2 = (what: string) => z.string().regex(/^-?\d+\.\d{2}$/, `${what} must be a decimal with 2 places`);

/** Hanoi (XSMB): the special prize (GĐB) and the first prize, 5 digits each. */
export const hanoiResultSchema = z.object({ special: digits(5, 'special'), prize1: digits(5, 'prize1') });
/** Laos normal: the published 4-digit (or 6-digit) number. */
export const lao4dResultSchema = z.object({
  number: z.string().regex(/^(\d{4}|\d{6})$/, 'number must be 4 or 6 digits'),
});
/** Laos star-type draws (star, redcross, super): 5 digits. */
export const lao5dResultSchema = z.object({ number: digits(5, 'number') });
/** Laos zodiac: the 6-digit Laos number (docs/game-rules.md "Laos zodiac"). */
export const laoZodiacResultSchema = z.object({ number: digits(6, 'number') });
/** Malay (Magnum 4D): first and second prizes. */
export const malayResultSchema = z.object({ first: digits(4, 'first'), second: digits(4, 'second') });
/** BAAC / GSB: the two draws' numbers (at least 3 and 2 digits). */
export const bankResultSchema = z.object({
  first_draw: z.string().regex(/^\d{3,7}$/, 'first_draw must be 3-7 digits'),
  second_draw: z.string().regex(/^\d{2,7}$/, 'second_draw must be 2-7 digits'),
});
/** Stocks: the index close and the day's change, both with 2 decimals as published. */
export const stockResultSchema = z.object({ close: decimal2('close'), change: decimal2('change') });
/** Yeekee: R = sum of shots minus the 16th most recent shot (see yeekee rules). */
export const yeekeeResultSchema = z.object({ r: z.string().regex(/^\d+$/, 'r must be a non-negative integer') });

export const RESULT_SCHEMAS = {
  GLO: gloDrawSchema,
  HANOI: hanoiResultSchema,
  LAO_4D: lao4dResultSchema,
  LAO_5D: lao5dResultSchema,
  LAO_ZODIAC: laoZodiacResultSchema,
  MALAY_4D: malayResultSchema,
  BANK: bankResultSchema,
  STOCK: stockResultSchema,
  YEEKEE: yeekeeResultSchema,
} as const;

/** Hanoi: top3/top2 = last 3/2 of the special prize, bottom2 = last 2 of the first prize, d4 = last 4 of special. */
export function deriveHanoiDigits(r: z.infer<typeof hanoiResultSchema>): ResultDigits {
  return { top3: r.special.slice(-3), top2: r.special.slice(-2), bottom2: r.prize1.slice(-2), d4: r.special.slice(-4) };
}

/** Laos normal: top3/top2 = last 3/2, bottom2 = the 2 digits before the last 2, d4 = last 4. */
export function deriveLao4dDigits(r: z.infer<typeof lao4dResultSchema>): ResultDigits {
  const d4 = r.number.slice(-4);
  return {
    top3: d4.slice(-3),
    top2: d4.slice(-2),
    bottom2: d4.slice(0, 2),
    d4,
    ...(r.number.length === 6 ? { d6: r.number } : {}),
  };
}

/** Laos star-type 5-digit draws: top3/top2 = last 3/2, bottom2 = first 2 of the 5 digits. */
export function deriveLao5dDigits(r: z.infer<typeof lao5dResultSchema>): ResultDigits {
  return { top3: r.number.slice(-3), top2: r.number.slice(-2), bottom2: r.number.slice(0, 2) };
}

/** Laos zodiac: the 6-digit number; the Laos 4-digit split for display. */
export function deriveLaoZodiacDigits(r: z.infer<typeof laoZodiacResultSchema>): ResultDigits {
  return { ...deriveLao4dDigits({ number: r.number.slice(-4) }), d6: r.number };
}

/** Malay: top3/top2 = last 3/2 of the first prize, bottom2 = last 2 of the second, d4 = first prize. */
export function deriveMalayDigits(r: z.infer<typeof malayResultSchema>): ResultDigits {
  return { top3: r.first.slice(-3), top2: r.first.slice(-2), bottom2: r.second.slice(-2), d4: r.first };
}

/** BAAC / GSB: top3 = last 3 of the first draw, top2 its last 2, bottom2 = last 2 of the second draw. */
export function deriveBankDigits(r: z.infer<typeof bankResultSchema>): ResultDigits {
  return { top3: r.first_draw.slice(-3), top2: r.first_draw.slice(-2), bottom2: r.second_draw.slice(-2) };
}

/**
 * Stocks: top3 = last integer digit + the 2 decimals of the close, top2 = the decimals,
 * bottom2 = the 2 decimals of the absolute change. Worked example (docs/game-rules.md "Winning digits per family"):
 * close 21792.10, change 412.27 → 210 / 10 / 27.
 */
export function deriveStockDigits(r: z.infer<typeof stockResultSchema>): ResultDigits {
  const close = r.close.replace('-', '');
  const [whole = '', dec = ''] = close.split('.');
  const changeDec = r.change.split('.')[1] ?? '';
  return { top3: `${whole.slice(-1)}${dec}`, top2: dec, bottom2: changeDec };
}

/** Yeekee: the last 5 digits of R (padded); top3/top2 = last 3/2, bottom2 = ten-thousands and thousands digits. */
export function deriveYeekeeDigits(r: z.infer<typeof yeekeeResultSchema>): ResultDigits {
  const d5 = r.r.slice(-5).padStart(5, '0');
  return { top3: d5.slice(-3), top2: d5.slice(-2), bottom2: d5.slice(0, 2) };
}

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

/**
 * Stock change from two consecutive closes given as 2-decimal strings, computed in integer hundredths
 * (no float error): ("1287.88", "1292.62") → "-4.74".
 */
export function stockChange(previousClose: string, close: string): string {
  const cents = (s: string) => {
    const [w = '0', d = '00'] = s.replace('-', '').split('.');
    const v = Number(w) * 100 + Number(d.padEnd(2, '0').slice(0, 2));
    return s.startsWith('-') ? -v : v;
  };
  const diff = cents(close) - cents(previousClose);
  const abs = Math.abs(diff);
  return `${diff < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Yeekee R from the round's shots in the order they were made (oldest first):
 * the sum of all shots minus the 16th most recent shot (docs/game-rules.md "Yeekee"). BigInt: sums can be large.
 * Throws RangeError with fewer than 16 shots (rounds under 20 shots are void anyway).
 */
export function yeekeeR(shotsOldestFirst: readonly string[]): string {
  if (shotsOldestFirst.length < 16) throw new RangeError('yeekee needs at least 16 shots');
  const sum = shotsOldestFirst.reduce((s, x) => s + BigInt(x), 0n);
  const sixteenth = BigInt(shotsOldestFirst[shotsOldestFirst.length - 16]!);
  return (sum - sixteenth).toString();
}
