-- Issue 20, "no single person can create a payout" (ops accounts and results side).
-- Plain SQL for PostgreSQL 15 and PGlite.

-- ---------------------------------------------------------------- ops accounts need a second admin
-- Once two active admins exist, a new ops account is created 'pending' and can neither log in nor act until a
-- DIFFERENT admin than its creator approves it ('approved') or rejects it ('rejected', final). decided_by /
-- decided_at: the admin who approved or rejected it and when (NULL for accounts created directly: the bootstrap
-- or while one admin only exists). The new-account hold counts from decided_at when the approval came later.
-- Existing accounts are approved.
ALTER TABLE ops_users
  ADD COLUMN approval    text NOT NULL DEFAULT 'approved' CHECK (approval IN ('pending', 'approved', 'rejected')),
  ADD COLUMN decided_by  bigint REFERENCES ops_users (id),
  ADD COLUMN decided_at  timestamptz,
  ADD CONSTRAINT ops_users_decided_by_another CHECK (decided_by IS NULL OR decided_by <> id),
  ADD CONSTRAINT ops_users_decision_complete CHECK ((decided_by IS NULL) = (decided_at IS NULL)),
  ADD CONSTRAINT ops_users_pending_undecided CHECK (approval <> 'pending' OR decided_by IS NULL);

-- ---------------------------------------------------------------- rounds closed early by ops
-- A round closed by ops before its scheduled close ("ปิดรับทันที", forced = true) keeps who closed it, when
-- (closed_at) and why (1-500 characters). Its result needs a checker (the confirming ops user) who is not the closer.
ALTER TABLE rounds
  ADD COLUMN closed_early_by      bigint REFERENCES ops_users (id),
  ADD COLUMN closed_early_reason  text CHECK (closed_early_reason IS NULL OR char_length(closed_early_reason) BETWEEN 1 AND 500);
