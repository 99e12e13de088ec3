-- Yeekee under attack (issue 20, docs/game-rules.md "Yeekee"): a last shooter who sees every shot could set R.
--
-- 1. Each round has a secret (64 hex characters) derived by the api from YEEKEE_SECRET_KEY, a key the database
--    does not hold; its SHA-256 (`secret_hash`) is stored and published before the round opens, the secret
--    itself (`secret`) is stored and published only when the round closes, and its value modulo 100000 is added
--    to R. A round's counter row is now made when the round is committed to (scheduler), not at its first shot.
ALTER TABLE yeekee_rounds ADD COLUMN secret_hash text CHECK (secret_hash ~ '^[0-9a-f]{64}$');
ALTER TABLE yeekee_rounds ADD COLUMN secret text CHECK (secret ~ '^[0-9a-f]{64}$');

-- 2. One account fires at most YEEKEE_MAX_SHOTS_PER_PLAYER shots into a round (below the 20-shot quorum): a
--    counter per (round, player), raised by a conditional upsert in the shot's transaction.
CREATE TABLE yeekee_player_shots (
  round_id    bigint NOT NULL REFERENCES rounds (id),
  user_id     bigint NOT NULL REFERENCES users (id),
  shot_count  integer NOT NULL CHECK (shot_count >= 1),
  PRIMARY KEY (round_id, user_id)
);
INSERT INTO yeekee_player_shots (round_id, user_id, shot_count)
  SELECT round_id, user_id, count(*) FROM yeekee_shots GROUP BY round_id, user_id;

-- the shots of one player in a round (the predicts page marks a player's own shots)
CREATE INDEX yeekee_shots_round_user ON yeekee_shots (round_id, user_id);
