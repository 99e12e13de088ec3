/**
 * What a player's screens show of a bank account number: only its last 4 digits (the profile, the withdraw page),
 * e.g. `1234567890` → `XXXXXX7890`; 4 digits or fewer unchanged.
 */
export function maskAccountNumber(number: string): string {
  return number.length <= 4 ? number : `${'X'.repeat(number.length - 4)}${number.slice(-4)}`;
}
