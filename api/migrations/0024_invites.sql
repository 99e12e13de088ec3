-- Issue 11 (friend invite, docs/product.md "Friend invite"; api/src/invites/). Every player already has a referral
-- code (`users.invite_code`, 8 characters of an unambiguous alphabet, made at registration) and a referrer
-- (`users.invited_by`, 0001). This migration adds what the invite page and the commission need.

-- How a player came: the referral code the registration named (even one that matched no player, for ops),
-- the referrer it resolved to (NULL = none) and the landing page's UTM fields, one row per registration.
CREATE TABLE invite_signups (
  user_id       bigint PRIMARY KEY REFERENCES users (id),
  referrer_id   bigint REFERENCES users (id),
  code_used     text,
  utm_source    text,
  utm_medium    text,
  utm_campaign  text,
  utm_content   text,
  utm_term      text,
  created_at    timestamptz NOT NULL,
  CHECK (referrer_id IS NULL OR referrer_id <> user_id)
);
CREATE INDEX users_invited_by ON users (invited_by) WHERE invited_by IS NOT NULL;

-- The commission rate ops set, basis points of the invitee's settled stake (100 = 1 %), append-only: the rate
-- of a slip is the last row in force when it settled (effective_from <= settled_at); before any row, the
-- INVITE_COMMISSION_BPS default. At most 50 %.
CREATE TABLE invite_commission_rates (
  id              bigserial PRIMARY KEY,
  bps             integer NOT NULL CHECK (bps >= 0 AND bps <= 5000),
  effective_from  timestamptz NOT NULL,
  ops_user_id     bigint REFERENCES ops_users (id),
  ops_username    text NOT NULL,
  reason          text,
  created_at      timestamptz NOT NULL
);
CREATE INDEX invite_commission_rates_from ON invite_commission_rates (effective_from, id);

-- One row per settled slip of an invited player (draw-game bet slip or mini-game slip): written once, by the
-- commission job, in the transaction that posts its ledger transfer (house stripe → referrer). The unique
-- (source, slip_id) is what makes it exactly once; a zero commission (rate 0, a tiny stake) still gets its row
-- so the slip is not looked at again, and no transfer (transfer_id NULL).
CREATE TABLE invite_commissions (
  id                 bigserial PRIMARY KEY,
  source             text NOT NULL CHECK (source IN ('draw', 'minigame')),
  slip_id            bigint NOT NULL,
  slip_code          text NOT NULL,
  referrer_id        bigint NOT NULL REFERENCES users (id),
  invitee_id         bigint NOT NULL REFERENCES users (id),
  stake_satang       bigint NOT NULL CHECK (stake_satang >= 0),
  bps                integer NOT NULL CHECK (bps >= 0 AND bps <= 5000),
  commission_satang  bigint NOT NULL CHECK (commission_satang >= 0),
  transfer_id        bigint REFERENCES ledger_transfers (id),
  settled_at         timestamptz NOT NULL,
  created_at         timestamptz NOT NULL,
  UNIQUE (source, slip_id),
  CHECK (referrer_id <> invitee_id)
);
CREATE INDEX invite_commissions_referrer ON invite_commissions (referrer_id, invitee_id);
