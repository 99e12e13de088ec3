/**
 * Money: integer satang inside (1 baht = 100 satang), baht with at most 2 decimals on the wire
 * (ARCHITECTURE.md "Money and the ledger"). No float arithmetic on amounts: conversion parses the decimal text.
 */
export type Satang = number;

/**
 * Parses a baht amount (number or decimal string, at most 2 decimals) into integer satang.
 * Returns null when the value is not a finite non-negative amount with at most 2 decimals.
 */
export function bahtToSatang(value: number | string): Satang | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  // numbers like 1e-7 stringify in exponent form: refuse them rather than guess
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(2, '0') || '0');
  return whole * 100 + frac;
}

/** Satang to a baht number for the wire (exact for 2 decimals). */
export function satangToBaht(satang: Satang): number {
  return Number(formatSatangPlain(satang));
}

/** Satang as plain decimal text, e.g. 12345 -> "123.45", -5 -> "-0.05". */
export function formatSatangPlain(satang: Satang): string {
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(satang));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Satang as display text with thousands separators: 123456789 -> "1,234,567.89". */
export function formatBaht(satang: Satang, { decimals = true }: { decimals?: boolean } = {}): string {
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(satang));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const frac = abs % 100;
  if (!decimals && frac === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(frac).padStart(2, '0')}`;
}

/**
 * A baht amount as the wire carries it (a number with at most 2 decimals) as display text with thousands
 * separators, keeping the sign: 1234.5 -> "1,234.50", -20 -> "-20.00", (79, {decimals: false}) -> "79".
 * The number is rounded to 2 decimals first (0.1 + 0.2 -> "0.30"), then formatted from integer satang like
 * `formatBaht`; a value that is not a finite amount shows as "0.00".
 */
export function formatWireBaht(baht: number, { decimals = true }: { decimals?: boolean } = {}): string {
  const satang = bahtToSatang(Math.abs(baht).toFixed(2)) ?? 0;
  return formatBaht(baht < 0 ? -satang : satang, { decimals });
}

/**
 * Payout for a stake at a rate given in hundredths (rate 3.2 = 320): floor(stake × rate / 100).
 * Integer arithmetic; a fraction of a satang is never paid (docs/game-rules.md "Settlement").
 */
export function payoutSatang(stakeSatang: Satang, rateX100: number): Satang {
  return Math.floor((stakeSatang * rateX100) / 100);
}
