-- The mini-games (issue 13, api/src/minigames/): coin toss (CT) and rock-paper-scissors (PYC) streak slips with
-- commit-reveal seeds (docs/game-rules.md "Mini-games", "Provable fairness"). Money is satang (bigint).

-- A player's seed pair per game. The server seed is secret until revealed_at; its commitment (SHA-256 of the
-- 64-character seed) is shown before play. One unrevealed pair per player and game; slips_played is the
-- next slip's nonce.
CREATE TABLE minigame_seeds (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id),
  game_code     text NOT NULL CHECK (game_code IN ('CT', 'PYC')),
  server_seed   text NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  commitment    text NOT NULL UNIQUE CHECK (commitment ~ '^[0-9a-f]{64}$'),
  client_seed   text NOT NULL CHECK (char_length(client_seed) BETWEEN 1 AND 64),
  slips_played  integer NOT NULL DEFAULT 0 CHECK (slips_played >= 0),
  created_at    timestamptz NOT NULL,
  revealed_at   timestamptz
);
CREATE UNIQUE INDEX minigame_seeds_active ON minigame_seeds (user_id, game_code) WHERE revealed_at IS NULL;
CREATE INDEX minigame_seeds_revealed ON minigame_seeds (game_code, revealed_at DESC) WHERE revealed_at IS NOT NULL;

-- Slip ids are the game's short code and this sequence: CT00000001, PYC00000002.
CREATE SEQUENCE minigame_slip_seq;

-- A streak slip: staked once (stake_transfer_id), OPEN while the player calls, then LOST (nothing paid) or
-- CASHED_OUT (payout_satang paid once by payout_transfer_id). payout_satang is the running payout:
-- the stake, multiplied by multiplier_x100 / 100 and floored at each win.
CREATE TABLE minigame_slips (
  id                  bigserial PRIMARY KEY,
  slip_code           text NOT NULL UNIQUE,
  user_id             bigint NOT NULL REFERENCES users (id),
  game_code           text NOT NULL CHECK (game_code IN ('CT', 'PYC')),
  seed_id             bigint NOT NULL REFERENCES minigame_seeds (id),
  nonce               integer NOT NULL CHECK (nonce >= 0),
  client_seed         text NOT NULL,
  stake_satang        bigint NOT NULL CHECK (stake_satang > 0),
  multiplier_x100     integer NOT NULL CHECK (multiplier_x100 > 100),
  max_payout_satang   bigint NOT NULL CHECK (max_payout_satang > 0),
  payout_satang       bigint NOT NULL CHECK (payout_satang >= 0),
  wins                integer NOT NULL DEFAULT 0 CHECK (wins >= 0),
  steps               integer NOT NULL DEFAULT 0 CHECK (steps >= 0),
  status              text NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'LOST', 'CASHED_OUT')),
  remark              text NOT NULL DEFAULT '',
  stake_transfer_id   bigint NOT NULL REFERENCES ledger_transfers (id),
  payout_transfer_id  bigint REFERENCES ledger_transfers (id),
  created_at          timestamptz NOT NULL,
  ended_at            timestamptz,
  UNIQUE (seed_id, nonce),
  CHECK ((status = 'OPEN') = (ended_at IS NULL)),
  CHECK ((status = 'CASHED_OUT') = (payout_transfer_id IS NOT NULL)),
  CHECK (status <> 'LOST' OR payout_satang = 0)
);
-- one open slip per player and game
CREATE UNIQUE INDEX minigame_slips_one_open ON minigame_slips (user_id, game_code) WHERE status = 'OPEN';
CREATE INDEX minigame_slips_player ON minigame_slips (user_id, game_code, created_at DESC);

-- Each call of a slip, from step 0: the guess, what the seeds drew (a coin face or the house's hand), the result
-- and the running payout after it.
CREATE TABLE minigame_steps (
  slip_id              bigint NOT NULL REFERENCES minigame_slips (id),
  step                 integer NOT NULL CHECK (step >= 0),
  guess                text NOT NULL,
  outcome              text NOT NULL,
  result               text NOT NULL CHECK (result IN ('WIN', 'LOSE', 'DRAW')),
  payout_after_satang  bigint NOT NULL CHECK (payout_after_satang >= 0),
  created_at           timestamptz NOT NULL,
  PRIMARY KEY (slip_id, step)
);
