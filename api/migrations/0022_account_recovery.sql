-- Issue 11 "The player's account": forgot PIN / forgot phone / change phone / change PIN, and the registration
-- checks of the spec's codes (api/src/auth/, api/src/users/).
-- A phone or bank account on a block list cannot register or become a player's phone or account
-- (E20026 phone blacklisted, E20027 bank blacklisted). Rows are written by ops (or by SQL for now).
CREATE TABLE phone_blacklist (
  phone       text PRIMARY KEY,
  reason      text NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE bank_account_blacklist (
  bank_code            text NOT NULL,
  bank_account_number  text NOT NULL,
  reason               text NOT NULL DEFAULT '',
  created_at           timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bank_code, bank_account_number)
);
-- One bank account belongs to one player (E20010 bank account duplicate): looked up at registration.
-- Not UNIQUE: databases made before may hold repeats; the check is in the registration's transaction.
CREATE INDEX user_bank_accounts_number ON user_bank_accounts (bank_code, bank_account_number);
-- When the PIN or the phone last changed (forgot PIN, change PIN, forgot phone, change phone).
ALTER TABLE users ADD COLUMN pin_changed_at timestamptz;
ALTER TABLE users ADD COLUMN phone_changed_at timestamptz;
