-- Issues 10/11 "Players": ops set a player ACTIVE, INACTIVE or BANNED with a reason (api/src/backoffice/players/).
-- Every change is one append-only row: the status before and after, why, and which ops user did it. The newest
-- row of a player who is not ACTIVE is the "ban / block object" the player's refused calls carry
-- (ARCHITECTURE.md "Inactive and banned players").
CREATE TABLE player_status_history (
  id               bigserial PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id),
  from_status      text NOT NULL CHECK (from_status IN ('ACTIVE', 'INACTIVE', 'BANNED')),
  to_status        text NOT NULL CHECK (to_status IN ('ACTIVE', 'INACTIVE', 'BANNED')),
  reason           text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 500),
  ops_user_id      bigint REFERENCES ops_users (id),
  actor_name       text NOT NULL,
  sessions_revoked integer NOT NULL DEFAULT 0 CHECK (sessions_revoked >= 0),
  created_at       timestamptz NOT NULL
);
CREATE INDEX player_status_history_user ON player_status_history (user_id, id);

-- ops search players by the first digits of their phone (LIKE '08123%'), whatever the database's collation
CREATE INDEX users_phone_prefix ON users (phone text_pattern_ops);
