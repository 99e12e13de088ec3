-- Government-lottery ticket shop (issue 4). Shop rounds are `rounds` rows of game LOTTH (one per GLO draw
-- date). Money is integer satang; counts are tickets. Remaining stock of a number =
-- quantity - sold - (amounts in carts whose expired_at is still ahead): booked stock is computed from
-- the carts, so an expired cart releases its stock the moment it expires (the scheduler sweep only
-- deletes stale carts).

CREATE TABLE lottery_inventory (
  round_id  bigint NOT NULL REFERENCES rounds (id),
  number    text NOT NULL CHECK (number ~ '^[0-9]{6}$'),
  quantity  integer NOT NULL CHECK (quantity >= 0),
  sold      integer NOT NULL DEFAULT 0 CHECK (sold >= 0),
  PRIMARY KEY (round_id, number),
  CONSTRAINT lottery_inventory_not_oversold CHECK (sold <= quantity)
);

-- One cart per player and shop round. A cart row exists only while it holds items.
CREATE TABLE lottery_carts (
  user_id     bigint NOT NULL REFERENCES users (id),
  round_id    bigint NOT NULL REFERENCES rounds (id),
  expired_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, round_id)
);
CREATE INDEX lottery_carts_round_expiry ON lottery_carts (round_id, expired_at);

CREATE TABLE lottery_cart_items (
  user_id   bigint NOT NULL,
  round_id  bigint NOT NULL,
  number    text NOT NULL,
  amount    integer NOT NULL CHECK (amount > 0),
  PRIMARY KEY (user_id, round_id, number),
  FOREIGN KEY (user_id, round_id) REFERENCES lottery_carts (user_id, round_id) ON DELETE CASCADE
);
CREATE INDEX lottery_cart_items_number ON lottery_cart_items (round_id, number);

CREATE SEQUENCE lottery_slip_seq;

-- One purchase (checkout). transfer_id is null when every ticket was paid with FREE_LOTTERY tickets.
CREATE TABLE lottery_slips (
  id                  bigserial PRIMARY KEY,
  slip_code           text NOT NULL UNIQUE,
  user_id             bigint NOT NULL REFERENCES users (id),
  round_id            bigint NOT NULL REFERENCES rounds (id),
  remark              text NOT NULL DEFAULT '',
  total_count         integer NOT NULL CHECK (total_count > 0),
  total_satang        bigint NOT NULL CHECK (total_satang >= 0),
  discount_satang     bigint NOT NULL DEFAULT 0 CHECK (discount_satang >= 0),
  paid_satang         bigint NOT NULL CHECK (paid_satang >= 0),
  free_used           integer NOT NULL DEFAULT 0 CHECK (free_used >= 0),
  free_earned         integer NOT NULL DEFAULT 0 CHECK (free_earned >= 0),
  -- the BUY_GET_FREE rule in force when bought (a partial cancel takes back what is no longer earned)
  bgf_buy_count       integer,
  bgf_free_count      integer,
  promotions          jsonb NOT NULL DEFAULT '[]',
  refunded_satang     bigint NOT NULL DEFAULT 0,
  prize_satang        bigint NOT NULL DEFAULT 0,
  transfer_id         bigint REFERENCES ledger_transfers (id),
  settled_at          timestamptz,
  created_at          timestamptz NOT NULL
);
CREATE INDEX lottery_slips_user ON lottery_slips (user_id, id DESC);
CREATE INDEX lottery_slips_round ON lottery_slips (round_id, user_id);

-- One row per ticket bought. price_satang is what the player paid for it (0 when paid with FREE_LOTTERY).
CREATE TABLE lottery_tickets (
  id              bigserial PRIMARY KEY,
  slip_id         bigint NOT NULL REFERENCES lottery_slips (id),
  round_id        bigint NOT NULL REFERENCES rounds (id),
  number          text NOT NULL,
  price_satang    bigint NOT NULL CHECK (price_satang >= 0),
  paid_with_free  boolean NOT NULL DEFAULT false,
  state           text NOT NULL DEFAULT 'available'
                  CHECK (state IN ('available', 'unavailable', 'win', 'refund', 'user_cancel')),
  prize_satang    bigint NOT NULL DEFAULT 0,
  wins            jsonb NOT NULL DEFAULT '[]',
  cancelled_at    timestamptz,
  settled_at      timestamptz
);
CREATE INDEX lottery_tickets_slip ON lottery_tickets (slip_id);
CREATE INDEX lottery_tickets_round_state ON lottery_tickets (round_id, state);

-- Whether a player ever bought (BUY_FIRST_TIME): kept apart from slips so cancels do not re-qualify.
CREATE TABLE lottery_buyers (
  user_id            bigint PRIMARY KEY REFERENCES users (id),
  first_purchase_at  timestamptz NOT NULL
);
