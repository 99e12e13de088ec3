-- Trust (issue 12): named ops accounts with roles, their sessions, a hash-chained append-only audit
-- trail of every ops action, and results entered by one ops user and confirmed by another.
-- Plain SQL for PostgreSQL 15 and PGlite.

-- ---------------------------------------------------------------- ops accounts
-- role: admin (ops users, registry, system status), operator (rounds, results, restrictions, fees,
-- promotions, inventory, calendar), auditor (read-only). created_by NULL = the bootstrap ADMIN_API_TOKEN.
-- login_failures counts wrong passwords in a row (atomically, before the comparison); reaching the
-- maximum sets locked_until.
CREATE TABLE ops_users (
  id              bigserial PRIMARY KEY,
  username        text NOT NULL UNIQUE CHECK (username = lower(username)),
  password_hash   text NOT NULL,
  role            text NOT NULL CHECK (role IN ('admin', 'operator', 'auditor')),
  created_by      bigint REFERENCES ops_users (id),
  created_at      timestamptz NOT NULL,
  disabled_at     timestamptz,
  login_failures  integer NOT NULL DEFAULT 0,
  locked_until    timestamptz,
  last_login_at   timestamptz
);

-- Only the sha256 of the bearer token is stored.
CREATE TABLE ops_sessions (
  id           bigserial PRIMARY KEY,
  ops_user_id  bigint NOT NULL REFERENCES ops_users (id),
  token_hash   text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX ops_sessions_user ON ops_sessions (ops_user_id);

-- ---------------------------------------------------------------- audit trail
-- hash = sha256(prev_hash || canonical JSON of the row without hash); ids are consecutive (1, 2, ...)
-- and given by audit_head, whose single row every writer locks FOR UPDATE: the chain never forks and a
-- deleted row leaves a gap the verifier reports. audit_head.last_hash also catches a truncated tail.
CREATE TABLE audit_head (
  id         integer PRIMARY KEY CHECK (id = 1),
  last_id    bigint NOT NULL,
  last_hash  text NOT NULL
);
INSERT INTO audit_head (id, last_id, last_hash)
  VALUES (1, 0, '0000000000000000000000000000000000000000000000000000000000000000');

CREATE TABLE audit_log (
  id           bigint PRIMARY KEY,
  at           timestamptz NOT NULL,
  actor_kind   text NOT NULL CHECK (actor_kind IN ('ops', 'bootstrap-token', 'system')),
  ops_user_id  bigint REFERENCES ops_users (id),
  actor_name   text NOT NULL,
  action       text NOT NULL,
  target       text,
  before       jsonb,
  after        jsonb,
  request_id   text,
  prev_hash    text NOT NULL,
  hash         text NOT NULL UNIQUE
);
CREATE INDEX audit_log_action ON audit_log (action, id DESC);

CREATE FUNCTION audit_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit rows are append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER audit_log_immutable BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_refuse_change();

-- ---------------------------------------------------------------- results by maker-checker
-- One entry per round: entered (and corrected) by a maker, pending until a different ops user confirms
-- it; the confirmation settles the round in the same transaction. raw/digits as in rounds.result/digits.
CREATE TABLE round_result_entries (
  round_id      bigint PRIMARY KEY REFERENCES rounds (id),
  raw           jsonb NOT NULL,
  digits        jsonb NOT NULL,
  revision      integer NOT NULL DEFAULT 1,
  entered_by    bigint NOT NULL REFERENCES ops_users (id),
  entered_at    timestamptz NOT NULL,
  confirmed_by  bigint REFERENCES ops_users (id),
  confirmed_at  timestamptz
);
CREATE INDEX round_result_entries_pending ON round_result_entries (round_id) WHERE confirmed_at IS NULL;
