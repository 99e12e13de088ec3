-- Notifications (docs/product.md "Notifications", api/src/notifications/): what happened as a kind and its
-- params (never Thai text: the api renders the Thai title and body from the i18n resources when it answers).
--
-- A notification for one player has user_id set. An ops announcement to every player is ONE shared row with
-- user_id null, seen by every player registered when it was sent; a broadcast never writes a row per player.
-- Read state is a row of notification_reads per (player, notification) read, for both kinds, so "read all"
-- inserts at most the player's unread rows and the unread count is one indexed count.
CREATE TABLE notifications (
  id          bigserial PRIMARY KEY,
  -- the public id (`uid` on the wire)
  uid         uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  user_id     bigint REFERENCES users (id),
  tab         text NOT NULL CHECK (tab IN ('reward', 'transaction', 'announcement')),
  kind        text NOT NULL CHECK (kind IN ('PRIZE_WON', 'VOID_REFUND', 'DEPOSIT', 'ANNOUNCEMENT')),
  params      jsonb NOT NULL,
  -- what it tells about (e.g. `payout:<slip code>`), so a retried settlement never notifies twice; null for
  -- announcements
  source_key  text UNIQUE,
  created_at  timestamptz NOT NULL,
  CHECK (user_id IS NOT NULL OR kind = 'ANNOUNCEMENT')
);
CREATE INDEX notifications_user ON notifications (user_id, id) WHERE user_id IS NOT NULL;
CREATE INDEX notifications_everyone ON notifications (id) WHERE user_id IS NULL;

CREATE TABLE notification_reads (
  user_id          bigint NOT NULL REFERENCES users (id),
  notification_id  bigint NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  read_at          timestamptz NOT NULL,
  PRIMARY KEY (user_id, notification_id)
);
