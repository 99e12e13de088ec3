/** Every ledger transfer kind (and the FREE_LOTTERY balance) has its own Thai label in the wallet's texts. */
import { walletTexts } from '../i18n/th/wallet';
import {
  LEDGER_TRANSFER_KINDS,
  NON_PLAY_TRANSFER_KINDS,
  TRANSACTION_STATUSES,
  isLedgerTransferKind,
} from './transfer-kinds';

const THAI = /[\u0E00-\u0E7F]/;

describe('ledger transfer kinds', () => {
  it('each kind has a Thai label distinct from the generic one', () => {
    const labels: Record<string, string> = walletTexts.wallet.kind;
    const missing = LEDGER_TRANSFER_KINDS.filter(
      (k) => !labels[k] || !THAI.test(labels[k]!) || labels[k] === labels.other,
    );
    expect(missing).toEqual([]);
    expect(THAI.test(labels.FREE_LOTTERY!)).toBe(true);
    expect(labels.FREE_LOTTERY).toBe(walletTexts.wallet.freeLottery);
  });

  it('each transaction status has a Thai label', () => {
    for (const s of TRANSACTION_STATUSES) expect(walletTexts.wallet.status[s]).toMatch(THAI);
  });

  it('the non-play kinds are kinds; unknown strings are not', () => {
    expect(NON_PLAY_TRANSFER_KINDS.every(isLedgerTransferKind)).toBe(true);
    expect(isLedgerTransferKind('WITHDRAW_RETURN')).toBe(true);
    expect(isLedgerTransferKind('PRIZE_WON')).toBe(false);
  });
});
