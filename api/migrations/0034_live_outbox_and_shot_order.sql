-- The peak hour (issue 22): no global order point inside the hot transactions.
--
-- 1. The live outbox. A transaction that moves money or accepts a shot no longer takes the live clock's row
--    lock nor queues a NOTIFY (PostgreSQL takes one instance-wide lock at the commit of any transaction with a
--    pending notification): it inserts its live events here, and they commit with it. The relay of every api
--    process (live/live-relay.ts, one at a time under an advisory lock) moves them, oldest id first, into
--    live_messages with their timetokens and NOTIFYs them, many per transaction.
CREATE TABLE live_outbox (
  id                   bigserial PRIMARY KEY,
  channel              text NOT NULL CHECK (channel ~ '^[A-Za-z0-9._-]{1,92}$'),
  publisher            text NOT NULL,
  user_id              bigint REFERENCES users (id),
  message              jsonb NOT NULL,
  meta                 jsonb,
  custom_message_type  text,
  in_history           boolean NOT NULL,
  ttl_hours            integer CHECK (ttl_hours > 0),
  created_at           timestamptz NOT NULL
);

-- 2. Yeekee shots stored in parallel, numbered after. A shot holds its round's row FOR SHARE (shots never wait
--    for each other; the close's FOR UPDATE waits for the shots in flight and refuses every later one) and is
--    stored with an id from its sequence and no number yet. The round's sequencer (draw-games/yeekee/
--    number-yeekee-shots.ts) numbers the committed unnumbered shots in id order, 1..n without gaps, under the
--    yeekee_rounds row lock, and the close numbers what is left: the published order is the order of numbering.
ALTER TABLE yeekee_shots ADD COLUMN id bigserial NOT NULL;
ALTER TABLE yeekee_shots DROP CONSTRAINT yeekee_shots_pkey;
ALTER TABLE yeekee_shots ADD PRIMARY KEY (id);
ALTER TABLE yeekee_shots ALTER COLUMN seq DROP NOT NULL;
ALTER TABLE yeekee_shots ADD CONSTRAINT yeekee_shots_round_seq_key UNIQUE (round_id, seq);
CREATE INDEX yeekee_shots_unnumbered ON yeekee_shots (round_id, id) WHERE seq IS NULL;

-- 3. A shot in one round trip (draw-games/yeekee/shoot-yeekee.ts): the checks and writes of the shot's
--    transaction as one function, run in its own implicit transaction. Outcomes: 'service' (games closed by
--    ops: UnderConstruction or GameError, the flags assertServiceOpen reads), 'not-found' (no such round, or not
--    of game p_game), 'window' (resulted, settled or void, before its opening, or at/after its shooting close,
--    judged at p_now moved on by the time spent waiting for the round's lock), 'cap' (the player already fired
--    p_max shots into the round), 'accepted' (shot_id set). Nothing is written unless accepted.
CREATE FUNCTION yeekee_shoot(p_round bigint, p_game text, p_user bigint, p_number text, p_now timestamptz,
                             p_max integer)
RETURNS TABLE (outcome text, system_status jsonb, game_code text, round_no integer, state text,
               open_at timestamptz, result_expected_at timestamptz, shot_id bigint)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_status jsonb;
  v_round record;
  v_now timestamptz;
  v_count integer;
  v_shot bigint;
BEGIN
  SELECT s.value INTO v_status FROM app_settings s WHERE s.key = 'system_status';
  IF v_status -> 'UnderConstruction' = 'true'::jsonb OR v_status -> 'GameError' = 'true'::jsonb THEN
    RETURN QUERY SELECT 'service'::text, v_status, NULL::text, NULL::integer, NULL::text, NULL::timestamptz,
                        NULL::timestamptz, NULL::bigint;
    RETURN;
  END IF;
  SELECT r.game_code, r.round_no, r.state, r.open_at, r.result_expected_at INTO v_round
    FROM rounds r WHERE r.id = p_round FOR SHARE;
  IF NOT FOUND OR v_round.game_code <> p_game THEN
    RETURN QUERY SELECT 'not-found'::text, v_status, NULL::text, NULL::integer, NULL::text, NULL::timestamptz,
                        NULL::timestamptz, NULL::bigint;
    RETURN;
  END IF;
  v_now := p_now + (clock_timestamp() - statement_timestamp());
  IF v_round.state IN ('resulted', 'settled', 'void') OR v_now < v_round.open_at
     OR v_now >= v_round.result_expected_at THEN
    RETURN QUERY SELECT 'window'::text, v_status, v_round.game_code, v_round.round_no, v_round.state::text,
                        v_round.open_at, v_round.result_expected_at, NULL::bigint;
    RETURN;
  END IF;
  INSERT INTO yeekee_player_shots AS y (round_id, user_id, shot_count) VALUES (p_round, p_user, 1)
    ON CONFLICT (round_id, user_id) DO UPDATE SET shot_count = y.shot_count + 1 WHERE y.shot_count < p_max
    RETURNING y.shot_count INTO v_count;
  IF v_count IS NULL THEN
    RETURN QUERY SELECT 'cap'::text, v_status, v_round.game_code, v_round.round_no, v_round.state::text,
                        v_round.open_at, v_round.result_expected_at, NULL::bigint;
    RETURN;
  END IF;
  INSERT INTO yeekee_shots (round_id, user_id, number, shot_at) VALUES (p_round, p_user, p_number, v_now)
    RETURNING id INTO v_shot;
  RETURN QUERY SELECT 'accepted'::text, v_status, v_round.game_code, v_round.round_no, v_round.state::text,
                      v_round.open_at, v_round.result_expected_at, v_shot;
END
$fn$;
