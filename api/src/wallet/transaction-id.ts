/** Wire id of a ledger transfer: `TX` + 10 digits. */
export function transactionId(transferId: number): string {
  return `TX${String(transferId).padStart(10, '0')}`;
}
