-- Every draw game (issue 3): set/zodiac units, restricted numbers, per-number stake totals, voids, partial cancel.
-- Plain SQL for PostgreSQL 15 and PGlite.

-- ---------------------------------------------------------------- voids (audited)
ALTER TABLE rounds ADD COLUMN void_reason text;
ALTER TABLE rounds ADD COLUMN voided_at timestamptz;
ALTER TABLE rounds ADD COLUMN voided_by text;
CREATE INDEX rounds_game_draw ON rounds (game_code, draw_date DESC);

-- ---------------------------------------------------------------- lines: units, rule in force, prize tier
-- units: sets (SET_4D) or tickets (SIX_NUMBER); amount_satang stays the baht paid (units x unit price).
ALTER TABLE bet_lines ADD COLUMN units integer;
ALTER TABLE bet_lines ADD COLUMN rule text;
ALTER TABLE bet_lines ADD COLUMN prize_tier text;
ALTER TABLE bet_lines ADD COLUMN cancelled_at timestamptz;
ALTER TABLE bet_lines ADD COLUMN cancel_fee_satang bigint NOT NULL DEFAULT 0;
CREATE INDEX bet_lines_slip ON bet_lines (slip_id);

ALTER TABLE bet_slips ADD COLUMN cancel_fee_satang bigint NOT NULL DEFAULT 0;
CREATE INDEX bet_slips_user_round ON bet_slips (user_id, round_id);

-- ---------------------------------------------------------------- restricted numbers (เลขอั้น)
-- round_id NULL = every round of the game. number is the limitKey (sorted digits for any-order kinds).
-- cap_amount / per_player_cap: satang for rate kinds, units (sets/tickets) for SET_4D and SIX_NUMBER.
CREATE TABLE restricted_numbers (
  id              bigserial PRIMARY KEY,
  game_code       text NOT NULL,
  round_id        bigint REFERENCES rounds (id),
  kind            text NOT NULL,
  number          text NOT NULL,
  rule            text NOT NULL CHECK (rule IN ('CLOSED', 'REDUCED_RATE', 'CAP')),
  rate_factor     numeric(6, 4),
  cap_amount      bigint,
  per_player_cap  bigint,
  created_by      text NOT NULL,
  created_at      timestamptz NOT NULL
);
CREATE INDEX restricted_numbers_game ON restricted_numbers (game_code, kind, number);

-- Running total staked per (round, kind, number key): locked by the bet's upsert, so caps hold under
-- concurrency. total is satang for rate kinds, units for set/zodiac kinds.
CREATE TABLE round_number_totals (
  round_id  bigint NOT NULL REFERENCES rounds (id),
  kind      text NOT NULL,
  number    text NOT NULL,
  total     bigint NOT NULL,
  PRIMARY KEY (round_id, kind, number)
);
