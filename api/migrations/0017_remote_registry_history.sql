-- Issue 10 "Independent deploys": ops point a remote at another entry (a deployed version's mf-manifest.json) and
-- roll back (api/src/backoffice/remotes.ts).
--
-- remotes.entry: the entry ops set; NULL = the default (REMOTE_<NAME>_URL, else /remotes/<slug>/mf-manifest.json).
ALTER TABLE remotes ADD COLUMN entry text;

-- Every change of a remote's row, append-only: the state after and the state before, so a rollback restores the
-- state before the newest change (and records itself as a change: a second rollback undoes the first).
CREATE TABLE remote_registry_history (
  id           bigserial PRIMARY KEY,
  name         text NOT NULL REFERENCES remotes (name),
  action       text NOT NULL CHECK (action IN ('set', 'rollback')),
  enabled      boolean NOT NULL,
  entry        text,
  prev_enabled boolean NOT NULL,
  prev_entry   text,
  actor        text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX remote_registry_history_name ON remote_registry_history (name, id);
