import { bahtToSatang, formatBaht } from 'shared-contracts';

/** A baht amount from the wire (number, at most 2 decimals) as display text: 1234.5 -> "1,234.50". */
export function bahtText(baht: number, decimals = true): string {
  const satang = bahtToSatang(Math.abs(baht).toFixed(2)) ?? 0;
  return formatBaht(baht < 0 ? -satang : satang, { decimals });
}
