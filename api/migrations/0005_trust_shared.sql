-- Trust (issue 12), shared columns several parts read: the player's age confirmation at registration
-- and self-exclusion (a player-protection refusal the login and the auth guard both honour).
ALTER TABLE users ADD COLUMN age_confirmed_at timestamptz;
ALTER TABLE users ADD COLUMN self_excluded_until timestamptz;
