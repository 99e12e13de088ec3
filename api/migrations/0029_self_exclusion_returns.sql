-- A self-excluded player cannot log in until the exclusion ends (6 months to 5 years), so their money is returned
-- to them (player-protection/return-self-excluded-funds.ts): open mini-game slips are cashed out and the whole
-- available balance is held as a withdrawal to the registered bank account, for ops to pay like any other. The
-- queue tells these apart from the player's own requests.
ALTER TABLE withdrawals
  ADD COLUMN source text NOT NULL DEFAULT 'PLAYER' CHECK (source IN ('PLAYER', 'SELF_EXCLUSION'));
CREATE INDEX withdrawals_user_source ON withdrawals (user_id, source, id);
-- The scheduler looks for excluded players with money every pass (SCHEDULER_INTERVAL_MS): only they are indexed.
CREATE INDEX users_self_excluded_until ON users (self_excluded_until) WHERE self_excluded_until IS NOT NULL;
