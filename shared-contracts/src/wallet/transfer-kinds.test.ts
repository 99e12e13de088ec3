/** The ledger transfer kinds (their Thai labels are the wallet remote's texts, tested there). */
import { NON_PLAY_TRANSFER_KINDS, isLedgerTransferKind } from './transfer-kinds';

describe('ledger transfer kinds', () => {
  it('the non-play kinds are kinds; unknown strings are not', () => {
    expect(NON_PLAY_TRANSFER_KINDS.every(isLedgerTransferKind)).toBe(true);
    expect(isLedgerTransferKind('WITHDRAW_RETURN')).toBe(true);
    expect(isLedgerTransferKind('PRIZE_WON')).toBe(false);
  });
});
