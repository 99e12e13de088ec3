/** Every ledger transfer kind (and the FREE_LOTTERY balance) has its own Thai label in the wallet's texts. */
import { LEDGER_TRANSFER_KINDS, TRANSACTION_STATUSES } from 'shared-contracts';
import { walletTexts } from './th';

const THAI = /[\u0E00-\u0E7F]/;

describe("the wallet's Thai texts", () => {
  it('give each ledger transfer kind a Thai label distinct from the generic one', () => {
    const labels: Record<string, string> = walletTexts.wallet.kind;
    const missing = LEDGER_TRANSFER_KINDS.filter(
      (k) => !labels[k] || !THAI.test(labels[k]!) || labels[k] === labels.other,
    );
    expect(missing).toEqual([]);
    expect(THAI.test(labels.FREE_LOTTERY!)).toBe(true);
    expect(labels.FREE_LOTTERY).toBe(walletTexts.wallet.freeLottery);
  });

  it('give each transaction status a Thai label', () => {
    for (const s of TRANSACTION_STATUSES) expect(walletTexts.wallet.status[s]).toMatch(THAI);
  });
});
