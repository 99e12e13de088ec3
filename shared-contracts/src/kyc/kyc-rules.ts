/**
 * The identity check's card rules (POST users/kyc, spec §8 E20006 / E20007), plain functions without zod so that the
 * browser's KYC form checks a card as the api does.
 */

/**
 * A Thai citizen id is 13 digits whose last digit is the mod-11
 * check digit of the first 12 (weights 13..2: check = (11 - sum mod 11) mod 10). Dashes and spaces are ignored.
 * Returns the 13 digits, or null when the id is not one.
 */
export function normaliseCitizenId(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{13}$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]) ? digits : null;
}

/**
 * The laser code on the back of a Thai id card: 2 letters and 10 digits, written `AB1-2345678-90` (dashes and
 * spaces optional, letters of either case). Returns it upper-cased without dashes, or null when it is not one.
 */
export function normaliseLaserCode(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '').toUpperCase();
  return /^[A-Z]{2}\d{10}$/.test(compact) ? compact : null;
}

/** The youngest age the identity check accepts, years (the product's age confirmation: 20 or older). */
export const KYC_MIN_AGE_YEARS = 20;
