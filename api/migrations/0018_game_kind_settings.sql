-- Issue 10 (ops console): payout rates and stake limits per game and bet kind as ops settings
-- (docs/game-rules.md "Rates", "Stakes and limits"; api/src/draw-games/rates/). The catalogue
-- (shared-contracts games/catalogue.ts) holds the defaults; a row here overrides them, column by column:
-- NULL = the catalogue's value. Kinds sold in units (SET_4D, SIX_NUMBER: rate 0, prizes from the prize table)
-- have no row: the API refuses them. Bets read the rows in their one context query (load-bet-context.ts) and
-- store the rate in force on each line.
--
-- rate_x100: baht paid per baht staked ×100 (900 baht → 90000); min/max_satang: a line's stake bounds.
-- Upper bounds reject absurd values (a rate of 100,000, a stake of 1,000,000 baht); the API checks the same
-- bounds first (400 E10000) and that the effective min ≤ the effective max.
CREATE TABLE game_kind_settings (
  game_code    text NOT NULL,
  kind         text NOT NULL,
  rate_x100    integer CHECK (rate_x100 > 0 AND rate_x100 <= 10000000),
  min_satang   bigint CHECK (min_satang > 0 AND min_satang <= 100000000),
  max_satang   bigint CHECK (max_satang > 0 AND max_satang <= 100000000),
  updated_at   timestamptz NOT NULL,
  updated_by   bigint NOT NULL REFERENCES ops_users (id),
  PRIMARY KEY (game_code, kind),
  CHECK (min_satang IS NULL OR max_satang IS NULL OR min_satang <= max_satang)
);

-- Every change of one kind's row, append-only: the overrides before and after (NULL = the catalogue's value),
-- who (ops user id and username at the time), an optional reason, when.
CREATE TABLE game_kind_settings_history (
  id              bigserial PRIMARY KEY,
  game_code       text NOT NULL,
  kind            text NOT NULL,
  old_rate_x100   integer,
  new_rate_x100   integer,
  old_min_satang  bigint,
  new_min_satang  bigint,
  old_max_satang  bigint,
  new_max_satang  bigint,
  ops_user_id     bigint NOT NULL REFERENCES ops_users (id),
  ops_username    text NOT NULL,
  reason          text,
  created_at      timestamptz NOT NULL
);
CREATE INDEX game_kind_settings_history_game ON game_kind_settings_history (game_code, id);
