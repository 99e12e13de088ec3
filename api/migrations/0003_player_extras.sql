-- Player extras (issue 3): favourite games and drafts. Plain SQL for PostgreSQL 15 and PGlite.

-- A favourite is a game the player marked; its payload (docs/product.md "Favourites and drafts") is derived from the
-- catalogue.
CREATE TABLE user_favorites (
  user_id     bigint NOT NULL REFERENCES users (id),
  game_code   text NOT NULL,
  created_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, game_code)
);

-- Drafts: saved number lists per player and game with a sort order. `lines` is a JSON array of
-- {kind, number, amount_satang}; line_count and total_satang are kept beside it for the list.
CREATE TABLE drafts (
  id            bigserial PRIMARY KEY,
  user_id       bigint NOT NULL REFERENCES users (id),
  game_code     text NOT NULL,
  name          text NOT NULL CHECK (length(name) BETWEEN 1 AND 50),
  sort_order    integer NOT NULL CHECK (sort_order >= 0),
  lines         jsonb NOT NULL,
  line_count    integer NOT NULL CHECK (line_count BETWEEN 1 AND 500),
  total_satang  bigint NOT NULL CHECK (total_satang > 0),
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX drafts_user_game ON drafts (user_id, game_code, sort_order, id);
