-- Player protection (issue 12): the player's own deposit and loss limits, with a raise (or removal)
-- waiting LIMIT_RAISE_DELAY_HOURS before it applies, and the reality-check interval. Self-exclusion
-- lives in users.self_excluded_until (0005).

-- One row per player who has any protection setting; the deposit, bet and checkout transactions lock
-- it FOR UPDATE (creating it when missing) so one player's parallel requests pass the limits one by one.
CREATE TABLE player_protection (
  user_id                bigint PRIMARY KEY REFERENCES users (id),
  -- null = the configured default (REALITY_CHECK_MINUTES)
  reality_check_minutes  integer CHECK (reality_check_minutes > 0),
  updated_at             timestamptz NOT NULL
);

-- One row per player and limit. limit_satang null = no limit. A pending change (pending_effective_at
-- set) replaces limit_satang from pending_effective_at on; pending_satang null there = the limit goes.
CREATE TABLE player_limits (
  user_id               bigint NOT NULL REFERENCES users (id),
  kind                  text NOT NULL CHECK (kind IN ('deposit_day', 'deposit_week', 'deposit_month',
                                                      'loss_day', 'loss_week', 'loss_month')),
  limit_satang          bigint CHECK (limit_satang >= 0),
  pending_satang        bigint CHECK (pending_satang >= 0),
  pending_effective_at  timestamptz,
  updated_at            timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind),
  CHECK (pending_effective_at IS NOT NULL OR pending_satang IS NULL)
);

-- The period sums (deposits, net loss, a session's net result) read one player's postings by time.
CREATE INDEX ledger_postings_account_time ON ledger_postings (account_id, created_at);
