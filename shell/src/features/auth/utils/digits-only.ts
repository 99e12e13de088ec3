/** Keeps the digits of a typed value, at most `max` of them (phone, PIN, OTP, account number inputs). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
