-- Issue 11 (the spec codes no path raised yet, spec §8): the identity check (E20006-E20009, api/src/users/) and the
-- chat display name (E20028, api/src/chat/).

-- A player's passed identity check, one per player. The citizen id is never stored: `citizen_id_hmac` is the
-- HMAC-sha256 of the 13 digits with the server secret (JWT_SECRET), unique so that one card verifies one player
-- even when two verify at once (E20009); `citizen_id_last4` is what the profile may show. The laser code, names and
-- birth date are checked by the provider (KYC_PROVIDER) and not kept.
CREATE TABLE user_kyc (
  user_id           bigint PRIMARY KEY REFERENCES users (id),
  citizen_id_hmac   text NOT NULL,
  citizen_id_last4  text NOT NULL CHECK (citizen_id_last4 ~ '^[0-9]{4}$'),
  provider          text NOT NULL,
  verified_at       timestamptz NOT NULL
);
CREATE UNIQUE INDEX user_kyc_citizen_id_hmac ON user_kyc (citizen_id_hmac);

-- The name a player chose for the chat (PUT chat/profile); without a row the room shows the masked customer code.
-- `name_key` is the name as compared (NFKC, lower case): unique, so two players cannot take one name even at once.
CREATE TABLE chat_display_names (
  user_id       bigint PRIMARY KEY REFERENCES users (id),
  display_name  text NOT NULL,
  name_key      text NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE UNIQUE INDEX chat_display_names_name_key ON chat_display_names (name_key);
