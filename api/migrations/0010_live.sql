-- The live layer (issue 8, api/src/live/): messages and message actions of the PubNub-compatible gateway,
-- the one timetoken clock, and each player's live access (token version, chat ban).
--
-- Timetokens are 17-digit PubNub timetokens: epoch milliseconds * 10000 + a counter, taken from live_clock
-- by one UPDATE ... RETURNING inside the writing transaction. The row lock makes every writer of every api
-- process wait for the previous one to commit, so timetokens are unique and commit in increasing order,
-- which is what lets a subscriber's cursor never skip an event. They exceed 2^53: read them as text.

CREATE TABLE live_clock (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  last_tt  bigint NOT NULL CHECK (last_tt >= 0)
);
INSERT INTO live_clock (id, last_tt) VALUES (true, 0);

-- Every published message. in_history = false for `store=0` publishes (delivered live, never in history).
-- expires_at: the channel's retention (live/channel-policy.ts); live/prune-live-history.ts deletes after it.
CREATE TABLE live_messages (
  timetoken            bigint PRIMARY KEY,
  channel              text NOT NULL CHECK (channel ~ '^[A-Za-z0-9._-]{1,92}$'),
  -- the publisher's uuid as subscribers see it (`i`): a customer code, or 'server'
  publisher            text NOT NULL,
  user_id              bigint REFERENCES users (id),
  message              jsonb NOT NULL,
  meta                 jsonb,
  custom_message_type  text,
  in_history           boolean NOT NULL,
  expires_at           timestamptz NOT NULL,
  created_at           timestamptz NOT NULL
);
CREATE INDEX live_messages_channel_tt ON live_messages (channel, timetoken);
CREATE INDEX live_messages_expiry ON live_messages (expires_at);

-- Message actions (reactions). A removal keeps the row with removed_timetoken set: subscribers that were
-- away replay the `removed` event from it; it goes with its message.
CREATE TABLE live_message_actions (
  action_timetoken   bigint PRIMARY KEY,
  channel            text NOT NULL,
  message_timetoken  bigint NOT NULL REFERENCES live_messages (timetoken) ON DELETE CASCADE,
  type               text NOT NULL CHECK (char_length(type) BETWEEN 1 AND 15),
  value              text NOT NULL CHECK (char_length(value) BETWEEN 1 AND 100),
  publisher          text NOT NULL,
  user_id            bigint REFERENCES users (id),
  removed_timetoken  bigint UNIQUE,
  created_at         timestamptz NOT NULL
);
-- one live (type, value) per publisher and message: adding it twice is a 409
CREATE UNIQUE INDEX live_message_actions_once
  ON live_message_actions (message_timetoken, type, value, publisher) WHERE removed_timetoken IS NULL;
CREATE INDEX live_message_actions_channel_tt ON live_message_actions (channel, action_timetoken);
CREATE INDEX live_message_actions_removed_tt
  ON live_message_actions (channel, removed_timetoken) WHERE removed_timetoken IS NOT NULL;
CREATE INDEX live_message_actions_message ON live_message_actions (message_timetoken);

-- A player's live access: token_version is written into every live token and bumping it revokes them all;
-- banned_until in the future = may read, may not publish or react (live/set-live-ban.ts).
CREATE TABLE live_access (
  user_id        bigint PRIMARY KEY REFERENCES users (id),
  token_version  integer NOT NULL DEFAULT 0 CHECK (token_version >= 0),
  banned_until   timestamptz,
  ban_reason     text,
  updated_at     timestamptz NOT NULL
);
