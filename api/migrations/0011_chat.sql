-- The community chat (issue 8, api/src/chat/): players' reports of messages in the room. A report keeps a copy
-- of the message (its author and text) so ops can still read it once the message is deleted or expired; one
-- report per player and message. resolution: null while open, 'deleted' (ops deleted the message) or
-- 'dismissed'. Chat bans live in live_access (migration 0010).

CREATE TABLE chat_reports (
  id                 bigserial PRIMARY KEY,
  message_timetoken  bigint NOT NULL,
  channel            text NOT NULL,
  reporter_user_id   bigint NOT NULL REFERENCES users (id),
  reason             text NOT NULL CHECK (reason IN ('ABUSE', 'SPAM', 'ADVERTISING', 'OTHER')),
  publisher          text NOT NULL,
  message_text       text NOT NULL,
  created_at         timestamptz NOT NULL,
  resolution         text CHECK (resolution IN ('deleted', 'dismissed')),
  resolved_at        timestamptz,
  resolved_by        text,
  CHECK ((resolution IS NULL) = (resolved_at IS NULL)),
  UNIQUE (message_timetoken, reporter_user_id)
);
CREATE INDEX chat_reports_open ON chat_reports (created_at DESC) WHERE resolution IS NULL;
CREATE INDEX chat_reports_message ON chat_reports (message_timetoken);
