import { bahtToSatang, formatBaht } from 'shared-contracts';

/**
 * A wire amount (baht number, at most 2 decimals) as display text with separators: 1234.5 -> "1,234.50".
 * The sign is kept: -20 -> "-20.00".
 */
export function formatWireBaht(amount: number): string {
  const satang = bahtToSatang(Math.abs(amount)) ?? 0;
  return formatBaht(amount < 0 ? -satang : satang);
}
