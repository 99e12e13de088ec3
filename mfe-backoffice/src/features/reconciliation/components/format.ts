/**
 * Display helpers of the reconciliation screen: baht from satang (shared-contracts `formatBaht`) and Bangkok
 * calendar dates — Thai with the Buddhist-era year (`2 พ.ค. 2569`), English as `2026-05-02`.
 */
import { dayjs, formatBaht } from 'shared-contracts';

/** Satang as baht text with separators, e.g. 123456 → "1,234.56". */
export const baht = (satang: number) => formatBaht(satang);

/** A `YYYY-MM-DD` date for the console's language. */
export function dayLabel(date: string, lang: string): string {
  return lang === 'en' ? date : dayjs(date, 'YYYY-MM-DD').locale('th').format('D MMM BBBB');
}

/** Every date from `from` to `to` (YYYY-MM-DD, both included), oldest first. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); t <= end; t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** A palette for the chart's series (one colour per game), cycling. */
export const SERIES_COLOURS = ['#c8102e', '#d4a017', '#1f6feb', '#2e8b57', '#8a2be2', '#ff7f0e', '#17becf', '#7f7f7f'];
