-- Yeekee (issue 13, api/src/draw-games/yeekee/, docs/game-rules.md "Yeekee").
--
-- Rounds get their number within the day: yeekee plays 88 rounds a day on one draw date, so a round is
-- (game, draw date, round type, number). The planner numbers a day's sessions in order: the afternoon
-- rounds of the two-session markets (China, Nikkei, Hang Seng) are number 2; every other round is 1.
ALTER TABLE rounds ADD COLUMN round_no integer NOT NULL DEFAULT 1 CHECK (round_no >= 1);
UPDATE rounds SET round_no = 2 WHERE game_code IN ('STCN', 'STJP', 'STHK') AND round_type = 'AFTERNOON';
ALTER TABLE rounds DROP CONSTRAINT rounds_game_code_draw_date_round_type_key;
ALTER TABLE rounds ADD CONSTRAINT rounds_game_day_type_no_key UNIQUE (game_code, draw_date, round_type, round_no);

-- One row per yeekee round that has been shot at or closed: the shot counter and the shooting close.
-- A shot increments shot_count in the same statement that checks shots_closed_at IS NULL (an upsert whose
-- row lock serialises the round's shots), so sequences are gap-free and a shot can never land after the
-- close job set shots_closed_at: that job takes the same row lock, waiting for shots in flight.
CREATE TABLE yeekee_rounds (
  round_id         bigint PRIMARY KEY REFERENCES rounds (id),
  shot_count       integer NOT NULL DEFAULT 0 CHECK (shot_count >= 0),
  shots_closed_at  timestamptz
);

-- Every accepted shot, numbered 1..n within its round in the order it was accepted.
CREATE TABLE yeekee_shots (
  round_id  bigint NOT NULL REFERENCES rounds (id),
  seq       integer NOT NULL CHECK (seq >= 1),
  user_id   bigint NOT NULL REFERENCES users (id),
  number    text NOT NULL CHECK (number ~ '^[0-9]{5}$'),
  shot_at   timestamptz NOT NULL,
  PRIMARY KEY (round_id, seq)
);
