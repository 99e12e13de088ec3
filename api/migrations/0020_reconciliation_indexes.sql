-- Issue 10: the reconciliation page's per-transfer-kind totals over a Bangkok date range
-- (api/src/backoffice/reconciliation/check-ledger-totals.ts) read the transfers of the range by their time.
-- No index had created_at in front (ledger_transfers_user leads with user_id, and the postings' time index
-- leads with the account), so a range read scanned every transfer. Transfers are appended in time order: the
-- new index grows at its right edge only. The house-daily read goes through the house accounts' postings by
-- (account_id, created_at) (0008) and the per-round read through bet_slips (round_id, id) (0016): no new index.
CREATE INDEX ledger_transfers_created ON ledger_transfers (created_at);
