-- Issue 20 (one admin alone must not create a payout): an ops change of a payout rate, a stake limit or an exposure
-- cap that puts a value outside the band around the catalogue default (OPS_CHANGE_BAND_MIN/MAX) is not applied: it
-- is stored here as PENDING and applies only when a second, different operator confirms it
-- (api/src/draw-games/setting-changes/; docs/product.md "Limits").
--
-- setting: which PUT it came from ('game_rates' = backoffice/rates/{game}, 'exposure_caps' =
-- backoffice/exposure-caps/{game}). changes: the whole change as one JSON array, one element per field that changes:
-- {kind, field: rate|min_amount|max_amount|cap, old, new} with old/new the override (NULL = the default) in the
-- table's own unit (rate ×100, satang); a confirmation re-checks that every `old` is still the value in force
-- (otherwise STALE) and applies every `new` together.
-- status: PENDING → CONFIRMED (by a different operator) | REJECTED (by a different operator) | CANCELLED (by the
-- maker) | EXPIRED (expires_at passed) | STALE (a confirmation found the values changed since). At most one PENDING
-- change per game and setting (the partial unique index): a second is refused until the first is closed.
CREATE TABLE ops_setting_changes (
  id                     bigserial PRIMARY KEY,
  game_code              text NOT NULL,
  setting                text NOT NULL CHECK (setting IN ('game_rates', 'exposure_caps')),
  changes                jsonb NOT NULL,
  reason                 text,
  status                 text NOT NULL DEFAULT 'PENDING'
                           CHECK (status IN ('PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'EXPIRED', 'STALE')),
  requested_by           bigint NOT NULL REFERENCES ops_users (id),
  requested_by_username  text NOT NULL,
  requested_at           timestamptz NOT NULL,
  expires_at             timestamptz NOT NULL,
  decided_by             bigint REFERENCES ops_users (id),
  decided_by_username    text,
  decided_at             timestamptz,
  note                   text,
  CHECK (status = 'PENDING' OR decided_at IS NOT NULL),
  CHECK (decided_by IS NULL OR decided_by <> requested_by OR status = 'CANCELLED')
);
CREATE UNIQUE INDEX ops_setting_changes_one_pending ON ops_setting_changes (game_code, setting)
  WHERE status = 'PENDING';
CREATE INDEX ops_setting_changes_recent ON ops_setting_changes (id DESC);

-- A rates history row written by a confirmed change names its checker too (NULL = applied at once, in band).
ALTER TABLE game_kind_settings_history ADD COLUMN confirmed_by_username text;
