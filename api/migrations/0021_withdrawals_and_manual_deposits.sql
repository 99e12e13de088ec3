-- Issue 11 "The player's account", wallet: withdrawals and deposits by manual bank transfer
-- (api/src/wallet/withdrawals/, api/src/wallet/manual-deposits/; ARCHITECTURE.md "Money and the ledger").
--
-- A withdraw holds its amount at once: one transfer player → the player's hold account `hold:withdraw:{user id}`
-- (kind `hold`, never negative, created on the first withdraw; user_id stays NULL so `user_id` still finds the
-- one player account). Ops approve (hold → `rail:bank`, the bank side of the manual-bank-transfer rail, which may
-- go negative like the demo rail) or reject (hold → player). A declared bank-transfer deposit moves nothing
-- until ops confirm it (rail:bank → player, once).
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check CHECK (kind IN ('player', 'house', 'rail', 'hold'));
INSERT INTO ledger_accounts (code, kind, allow_negative) VALUES ('rail:bank', 'rail', true) ON CONFLICT (code) DO NOTHING;

-- One row per withdraw request. `bangkok_day` is the Bangkok date it was asked on: the per-day maximum sums a
-- player's PENDING and SUCCESS rows of that day, under the player's protection-row lock.
CREATE TABLE withdrawals (
  id                   bigserial PRIMARY KEY,
  user_id              bigint NOT NULL REFERENCES users (id),
  amount_satang        bigint NOT NULL CHECK (amount_satang > 0),
  state                text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'SUCCESS', 'CANCEL')),
  bank_code            text NOT NULL,
  bank_account_number  text NOT NULL,
  bank_account_name    text NOT NULL,
  bangkok_day          date NOT NULL,
  hold_transfer_id     bigint NOT NULL UNIQUE REFERENCES ledger_transfers (id),
  settle_transfer_id   bigint UNIQUE REFERENCES ledger_transfers (id),
  requested_at         timestamptz NOT NULL,
  decided_at           timestamptz,
  decided_by           bigint REFERENCES ops_users (id),
  decided_by_name      text,
  reason               text CHECK (reason IS NULL OR char_length(reason) <= 500),
  CONSTRAINT withdrawals_decided CHECK ((state = 'PENDING') = (decided_at IS NULL))
);
CREATE INDEX withdrawals_user_day ON withdrawals (user_id, bangkok_day);
CREATE INDEX withdrawals_state ON withdrawals (state, id);

-- One row per bank transfer a player declares; `transfer_id` is the DEPOSIT posted when ops confirm it.
CREATE TABLE manual_deposits (
  id               bigserial PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id),
  amount_satang    bigint NOT NULL CHECK (amount_satang > 0),
  transferred_at   timestamptz NOT NULL,
  slip_reference   text NOT NULL DEFAULT '' CHECK (char_length(slip_reference) <= 64),
  state            text NOT NULL DEFAULT 'PENDING' CHECK (state IN ('PENDING', 'SUCCESS', 'CANCEL')),
  declared_at      timestamptz NOT NULL,
  transfer_id      bigint UNIQUE REFERENCES ledger_transfers (id),
  decided_at       timestamptz,
  decided_by       bigint REFERENCES ops_users (id),
  decided_by_name  text,
  reason           text CHECK (reason IS NULL OR char_length(reason) <= 500),
  CONSTRAINT manual_deposits_decided CHECK ((state = 'PENDING') = (decided_at IS NULL)),
  CONSTRAINT manual_deposits_credited CHECK ((state = 'SUCCESS') = (transfer_id IS NOT NULL))
);
CREATE INDEX manual_deposits_user ON manual_deposits (user_id, id DESC);
CREATE INDEX manual_deposits_state ON manual_deposits (state, id);
