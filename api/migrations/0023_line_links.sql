-- Issue 11 "Messaging-app (LINE) linking" (docs/product.md "Messaging-app linking", api/src/line-link/).
-- One LINE account per player and one player per LINE account (E20022 LINE_USER_ID_CONFLICT). `status`
-- LINE_BANNED means the link exists but LINE no longer delivers to it: the shell's toast asks to reconnect.
CREATE TABLE line_links (
  user_id       bigint PRIMARY KEY REFERENCES users (id),
  line_user_id  text NOT NULL UNIQUE,
  status        text NOT NULL DEFAULT 'CONNECTED' CHECK (status IN ('CONNECTED', 'LINE_BANNED')),
  linked_at     timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
-- One OpenID Connect authorization-code flow started at /connect: the secrets of its request (state, nonce,
-- PKCE code_verifier) bound to the player who started it, single use (used_at) and short-lived (expires_at).
CREATE TABLE line_link_attempts (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id),
  state          text NOT NULL UNIQUE,
  nonce          text NOT NULL,
  code_verifier  text NOT NULL,
  redirect_uri   text NOT NULL,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz
);
CREATE INDEX line_link_attempts_user ON line_link_attempts (user_id, created_at);
