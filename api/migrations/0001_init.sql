-- Foundation schema (issue 2). Plain SQL that runs on PostgreSQL 15 and on PGlite (PostgreSQL 18).
-- Money is integer satang (bigint); instants are timestamptz; draw dates are Bangkok calendar dates.

-- ---------------------------------------------------------------- settings
CREATE TABLE app_settings (
  key        text PRIMARY KEY,
  value      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE remotes (
  name       text PRIMARY KEY,
  enabled    boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO remotes (name) VALUES ('games'), ('lotteryShop'), ('minigames'), ('wallet'), ('chat');

-- ---------------------------------------------------------------- users and auth
CREATE TABLE users (
  id                  bigserial PRIMARY KEY,
  customer_code       text NOT NULL UNIQUE,
  phone               text NOT NULL UNIQUE,
  pin_hash            text NOT NULL,
  role                text NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'ops')),
  status              text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'BANNED')),
  invite_code         text NOT NULL UNIQUE,
  invited_by          bigint REFERENCES users (id),
  pin_failures        integer NOT NULL DEFAULT 0,
  pin_blocked_until   timestamptz,
  free_lottery        integer NOT NULL DEFAULT 0 CHECK (free_lottery >= 0),
  created_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_bank_accounts (
  id                   bigserial PRIMARY KEY,
  user_id              bigint NOT NULL REFERENCES users (id),
  bank_code            text NOT NULL,
  bank_account_number  text NOT NULL,
  bank_account_name    text NOT NULL,
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_bank_accounts_user ON user_bank_accounts (user_id);

-- One row per OTP sent. Only hashes are stored: of the session token, the OTP and the verified token.
CREATE TABLE otp_requests (
  id                   bigserial PRIMARY KEY,
  phone                text NOT NULL,
  purpose              text NOT NULL,
  session_token_hash   text NOT NULL UNIQUE,
  otp_hash             text NOT NULL,
  ref_code             text NOT NULL,
  attempts             integer NOT NULL DEFAULT 0,
  expires_at           timestamptz NOT NULL,
  verified_at          timestamptz,
  verified_token_hash  text UNIQUE,
  verified_expires_at  timestamptz,
  consumed_at          timestamptz,
  created_at           timestamptz NOT NULL
);
CREATE INDEX otp_requests_phone ON otp_requests (phone, created_at DESC);

-- The local `outbox` SMS provider keeps what it would have sent.
CREATE TABLE sms_outbox (
  id          bigserial PRIMARY KEY,
  phone       text NOT NULL,
  text        text NOT NULL,
  otp         text,
  ref_code    text,
  created_at  timestamptz NOT NULL
);
CREATE INDEX sms_outbox_phone ON sms_outbox (phone, id DESC);

CREATE TABLE sessions (
  id                   bigserial PRIMARY KEY,
  user_id              bigint NOT NULL REFERENCES users (id),
  token_hash           text NOT NULL UNIQUE,
  session_token_hash   text NOT NULL UNIQUE,
  expires_at           timestamptz NOT NULL,
  revoked_at           timestamptz,
  created_at           timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);

-- ---------------------------------------------------------------- ledger
-- Double-entry: every movement is a transfer whose postings sum to zero. Player balances can never be
-- negative (the CHECK); system accounts (house, external rails) may be.
CREATE TABLE ledger_accounts (
  id              bigserial PRIMARY KEY,
  code            text NOT NULL UNIQUE,
  kind            text NOT NULL CHECK (kind IN ('player', 'house', 'rail')),
  user_id         bigint UNIQUE REFERENCES users (id),
  balance_satang  bigint NOT NULL DEFAULT 0,
  allow_negative  boolean NOT NULL DEFAULT false,
  created_at      timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_non_negative CHECK (allow_negative OR balance_satang >= 0)
);
INSERT INTO ledger_accounts (code, kind, allow_negative) VALUES ('house', 'house', true), ('rail:demo', 'rail', true);

CREATE TABLE ledger_transfers (
  id                 bigserial PRIMARY KEY,
  kind               text NOT NULL,
  memo               text NOT NULL DEFAULT '',
  user_id            bigint REFERENCES users (id),
  idempotency_scope  text NOT NULL,
  idempotency_key    text NOT NULL,
  created_at         timestamptz NOT NULL,
  UNIQUE (idempotency_scope, idempotency_key)
);
CREATE INDEX ledger_transfers_user ON ledger_transfers (user_id, id DESC);

CREATE TABLE ledger_postings (
  id                    bigserial PRIMARY KEY,
  transfer_id           bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id            bigint NOT NULL REFERENCES ledger_accounts (id),
  amount_satang         bigint NOT NULL CHECK (amount_satang <> 0),
  balance_after_satang  bigint NOT NULL,
  created_at            timestamptz NOT NULL
);
CREATE INDEX ledger_postings_account ON ledger_postings (account_id, id DESC);
CREATE INDEX ledger_postings_transfer ON ledger_postings (transfer_id);

-- Postings and transfers are immutable.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger rows are immutable (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER ledger_postings_immutable BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_transfers_immutable BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();

-- Stored responses of money-moving requests, replayed for the same (scope, owner, key).
CREATE TABLE idempotency_records (
  scope         text NOT NULL,
  owner_id      bigint NOT NULL,
  key           text NOT NULL,
  request_hash  text NOT NULL,
  status_code   integer,
  response      jsonb,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (scope, owner_id, key)
);

-- ---------------------------------------------------------------- rounds, bets, results
-- Real draw dates (never generated): ops edit this table; the scheduler makes rounds from it.
CREATE TABLE draw_calendar (
  game_code   text NOT NULL,
  draw_date   date NOT NULL,
  source      text NOT NULL DEFAULT 'ops',
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_code, draw_date)
);

CREATE TABLE rounds (
  id                  bigserial PRIMARY KEY,
  game_code           text NOT NULL,
  draw_date           date NOT NULL,
  round_type          text NOT NULL DEFAULT 'FULLDAY',
  state               text NOT NULL CHECK (state IN ('scheduled', 'open', 'closed', 'resulted', 'settled', 'void')),
  open_at             timestamptz NOT NULL,
  close_at            timestamptz NOT NULL,
  result_expected_at  timestamptz NOT NULL,
  forced              boolean NOT NULL DEFAULT false,
  closed_at           timestamptz,
  result              jsonb,
  digits              jsonb,
  resulted_at         timestamptz,
  settled_at          timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  UNIQUE (game_code, draw_date, round_type),
  CHECK (open_at < close_at)
);
CREATE INDEX rounds_game_state ON rounds (game_code, state, close_at);

CREATE SEQUENCE bet_slip_seq;

CREATE TABLE bet_slips (
  id             bigserial PRIMARY KEY,
  slip_code      text NOT NULL UNIQUE,
  user_id        bigint NOT NULL REFERENCES users (id),
  round_id       bigint NOT NULL REFERENCES rounds (id),
  game_code      text NOT NULL,
  remark         text NOT NULL DEFAULT '',
  total_satang   bigint NOT NULL CHECK (total_satang > 0),
  payout_satang  bigint NOT NULL DEFAULT 0,
  status         text NOT NULL DEFAULT 'PENDING',
  transfer_id    bigint NOT NULL REFERENCES ledger_transfers (id),
  created_at     timestamptz NOT NULL
);
CREATE INDEX bet_slips_user ON bet_slips (user_id, game_code, id DESC);
CREATE INDEX bet_slips_round ON bet_slips (round_id);

CREATE TABLE bet_lines (
  id             bigserial PRIMARY KEY,
  slip_id        bigint NOT NULL REFERENCES bet_slips (id),
  line_no        integer NOT NULL,
  kind           text NOT NULL,
  number         text NOT NULL,
  amount_satang  bigint NOT NULL CHECK (amount_satang > 0),
  rate_x100      integer NOT NULL CHECK (rate_x100 >= 0),
  status         text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'WIN', 'LOSE', 'CANCEL', 'USER_CANCEL')),
  payout_satang  bigint NOT NULL DEFAULT 0,
  settled_at     timestamptz,
  UNIQUE (slip_id, line_no)
);
