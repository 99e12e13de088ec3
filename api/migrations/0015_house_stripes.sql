-- Issue 9: the house side of the ledger on 16 stripes. Every bet, checkout, cancel and payout used to lock
-- the one `house` row, which serialised all betting. A transfer's house leg now goes to the stripe of the
-- player it is about (user id mod 16; wallet/accounts.ts houseAccountId), so players on different stripes
-- never wait for each other. `house` itself is stripe 0. Double entry, immutable postings and the
-- non-negative CHECK on players are unchanged; the house's balance is the sum of its stripes (the view).
INSERT INTO ledger_accounts (code, kind, allow_negative)
SELECT 'house:' || n, 'house', true FROM generate_series(1, 15) AS n
ON CONFLICT (code) DO NOTHING;

CREATE VIEW house_balance AS
SELECT COALESCE(SUM(balance_satang), 0)::bigint AS balance_satang, COUNT(*)::int AS stripes
  FROM ledger_accounts
 WHERE kind = 'house';
