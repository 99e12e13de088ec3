-- A decided withdrawal tells its player (issue 11): WITHDRAW_PAID when ops approve it, WITHDRAW_REJECTED when they
-- reject it and the held amount comes back (api/src/wallet/withdrawals/decide-withdrawal.ts).
ALTER TABLE notifications DROP CONSTRAINT IF EXISTS notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('PRIZE_WON', 'VOID_REFUND', 'DEPOSIT', 'ANNOUNCEMENT', 'WITHDRAW_PAID', 'WITHDRAW_REJECTED'));
