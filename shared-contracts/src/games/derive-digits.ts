/**
 * Named strategies that turn a game family's official result into its winning digits
 * (docs/game-rules.md "Winning digits per family"). One function per family,
 * used by the API (settlement), the UI (results) and the tests (real data). Digits are zero-padded strings.
 * The raw result schemas and `deriveDigits` (validate, then derive) are in result-schemas.ts.
 */
import type { ResultDigits } from './bet-kinds';
import type {
  BankRawResult,
  HanoiRawResult,
  Lao4dRawResult,
  Lao5dRawResult,
  LaoZodiacRawResult,
  MalayRawResult,
  StockRawResult,
  YeekeeRawResult,
} from './result-schemas';

/** Hanoi: top3/top2 = last 3/2 of the special prize, bottom2 = last 2 of the first prize, d4 = last 4 of special. */
export function deriveHanoiDigits(r: HanoiRawResult): ResultDigits {
  return { top3: r.special.slice(-3), top2: r.special.slice(-2), bottom2: r.prize1.slice(-2), d4: r.special.slice(-4) };
}

/** Laos normal: top3/top2 = last 3/2, bottom2 = the 2 digits before the last 2, d4 = last 4. */
export function deriveLao4dDigits(r: Lao4dRawResult): ResultDigits {
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
export function deriveLao5dDigits(r: Lao5dRawResult): ResultDigits {
  return { top3: r.number.slice(-3), top2: r.number.slice(-2), bottom2: r.number.slice(0, 2) };
}

/** Laos zodiac: the 6-digit number; the Laos 4-digit split for display. */
export function deriveLaoZodiacDigits(r: LaoZodiacRawResult): ResultDigits {
  return { ...deriveLao4dDigits({ number: r.number.slice(-4) }), d6: r.number };
}

/** Malay: top3/top2 = last 3/2 of the first prize, bottom2 = last 2 of the second, d4 = first prize. */
export function deriveMalayDigits(r: MalayRawResult): ResultDigits {
  return { top3: r.first.slice(-3), top2: r.first.slice(-2), bottom2: r.second.slice(-2), d4: r.first };
}

/** BAAC / GSB: top3 = last 3 of the first draw, top2 its last 2, bottom2 = last 2 of the second draw. */
export function deriveBankDigits(r: BankRawResult): ResultDigits {
  return { top3: r.first_draw.slice(-3), top2: r.first_draw.slice(-2), bottom2: r.second_draw.slice(-2) };
}

/**
 * Stocks: top3 = last integer digit + the 2 decimals of the close, top2 = the decimals,
 * bottom2 = the 2 decimals of the absolute change. Worked example (docs/game-rules.md "Winning digits per family"):
 * close 21792.10, change 412.27 → 210 / 10 / 27.
 */
export function deriveStockDigits(r: StockRawResult): ResultDigits {
  const close = r.close.replace('-', '');
  const [whole = '', dec = ''] = close.split('.');
  const changeDec = r.change.split('.')[1] ?? '';
  return { top3: `${whole.slice(-1)}${dec}`, top2: dec, bottom2: changeDec };
}

/** Yeekee: the last 5 digits of R (padded); top3/top2 = last 3/2, bottom2 = ten-thousands and thousands digits. */
export function deriveYeekeeDigits(r: YeekeeRawResult): ResultDigits {
  const d5 = r.r.slice(-5).padStart(5, '0');
  return { top3: d5.slice(-3), top2: d5.slice(-2), bottom2: d5.slice(0, 2) };
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
