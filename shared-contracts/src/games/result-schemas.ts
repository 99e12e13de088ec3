/**
 * The raw official results as zod schemas (docs/game-rules.md "Winning digits per family"): one per result
 * strategy, each rejecting malformed input with a message saying what was wrong (`deriveDigits`, which validates
 * a raw result and derives its digits, is in derive-result-digits.ts). Server side: the browser bundles never
 * carry these (ARCHITECTURE.md "Front-end builds").
 */
import { z } from 'zod';
import { GLO_ERA_2015 } from './glo-era';

const six = z.string().regex(/^\d{6}$/, 'a 6-digit number');
const three = z.string().regex(/^\d{3}$/, 'a 3-digit number');

/** One official GLO draw exactly as `data/glo-draws.json` holds it. Numbers keep leading zeros. */
export const gloDrawSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD'),
    first: six,
    adjacentFirst: z.array(six).length(2),
    second: z.array(six).length(5),
    third: z.array(six).length(10),
    fourth: z.array(six).length(50),
    fifth: z.array(six).length(100),
    firstThree: z.array(three),
    lastThree: z.array(three),
    lastTwo: z.string().regex(/^\d{2}$/, 'a 2-digit number'),
  })
  .superRefine((d, ctx) => {
    const old = d.date < GLO_ERA_2015;
    if (old ? d.firstThree.length !== 0 : d.firstThree.length !== 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['firstThree'],
        message: old ? 'draws before 2015-09-01 have no front-three prize' : 'firstThree must hold 2 numbers',
      });
    }
    if (d.lastThree.length !== (old ? 4 : 2)) {
      ctx.addIssue({
        code: 'custom',
        path: ['lastThree'],
        message: `lastThree must hold ${old ? 4 : 2} numbers for a draw on ${d.date}`,
      });
    }
  });

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

export type GloDraw = z.infer<typeof gloDrawSchema>;
export type HanoiRawResult = z.infer<typeof hanoiResultSchema>;
export type Lao4dRawResult = z.infer<typeof lao4dResultSchema>;
export type Lao5dRawResult = z.infer<typeof lao5dResultSchema>;
export type LaoZodiacRawResult = z.infer<typeof laoZodiacResultSchema>;
export type MalayRawResult = z.infer<typeof malayResultSchema>;
export type BankRawResult = z.infer<typeof bankResultSchema>;
export type StockRawResult = z.infer<typeof stockResultSchema>;
export type YeekeeRawResult = z.infer<typeof yeekeeResultSchema>;
