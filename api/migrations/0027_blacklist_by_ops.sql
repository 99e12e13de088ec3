-- The block lists of migration 0022 become ops' to keep (console tab "บัญชีดำ", backoffice/blacklist): who added an
-- entry. Adding and removing are audited (blacklist.phone.add / remove, blacklist.bank.add / remove) with the
-- reason, so the audit chain is the list's history; rows written before carry ''.
ALTER TABLE phone_blacklist ADD COLUMN created_by text NOT NULL DEFAULT '';
ALTER TABLE bank_account_blacklist ADD COLUMN created_by text NOT NULL DEFAULT '';
