-- Issue 20 (the audit chain cannot be silently rewritten by a database superuser; api/src/audit/audit-signature.ts):
-- every audit row written from now on carries sig = HMAC-SHA256 over `audit-row-v1:{id}:{hash}`, keyed by
-- AUDIT_SIGNING_KEY, which the database never holds, and key_id, the public id of the key that signed it (a key
-- rotation lists the old and the new key; each row names its own). A rewritten and recomputed chain no longer
-- carries valid signatures: `npm run audit:verify` names the first row whose signature fails.
ALTER TABLE audit_log ADD COLUMN sig text CHECK (sig IS NULL OR sig ~ '^[0-9a-f]{64}$');
ALTER TABLE audit_log ADD COLUMN key_id text CHECK (key_id IS NULL OR key_id ~ '^[0-9a-f]{16}$');
ALTER TABLE audit_log ADD CONSTRAINT audit_log_sig_with_key CHECK ((sig IS NULL) = (key_id IS NULL));

-- Where signing starts: rows up to signed_after_id were written before this migration and are reported as
-- unsigned (they are still vouched for by the first signed row after them, whose hash covers theirs); every
-- row after it must be signed. One row, written here once.
CREATE TABLE audit_signing (
  id               integer PRIMARY KEY CHECK (id = 1),
  signed_after_id  bigint NOT NULL CHECK (signed_after_id >= 0),
  created_at       timestamptz NOT NULL
);
INSERT INTO audit_signing (id, signed_after_id, created_at) SELECT 1, last_id, now() FROM audit_head;
CREATE TRIGGER audit_signing_immutable BEFORE UPDATE OR DELETE ON audit_signing
  FOR EACH ROW EXECUTE FUNCTION audit_refuse_change();
