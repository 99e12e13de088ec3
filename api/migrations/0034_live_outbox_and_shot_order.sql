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
