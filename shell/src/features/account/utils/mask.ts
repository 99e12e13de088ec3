/** What the profile shows of a phone and a bank account number: only the last digits. */

/** `0812345678` → `081-XXX-5678`; anything else unchanged. */
export function maskPhone(phone: string): string {
  return /^\d{10}$/.test(phone) ? `${phone.slice(0, 3)}-XXX-${phone.slice(6)}` : phone;
}

/** `1234567890` → `XXXXXX7890` (the last 4 digits): one rule for every screen, in shared-contracts. */
export { maskAccountNumber } from 'shared-contracts';
