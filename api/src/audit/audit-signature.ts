/**
 * The audit trail's signatures (ARCHITECTURE.md "Ops accounts, audit and maker-checker"; issue 20): every row
 * written after migration 0033 carries `sig` = HMAC-SHA256, keyed by AUDIT_SIGNING_KEY, over its id and its chain
 * hash, and the `key_id` of the key that made it. The database never holds the key, so a superuser who edits a
 * row and recomputes every hash after it cannot make the signatures match: the verifier names the first row whose
 * signature fails. Because a row's hash covers prev_hash, one valid signature vouches for every row before it.
 *
 * A keyring lists the keys that verify, the first one signs: rotation = put the new key first and keep the old
 * one listed for as long as rows signed with it must verify. A key's id is the first 16 hex digits of
 * SHA-256("audit-key-id:" + key): it names the key without revealing it.
 */
import crypto from 'node:crypto';
import { hmac, safeEqual } from '../http/crypto';

/** The least length of an audit signing key (characters; e.g. 64 hex digits of 32 random bytes). */
export const AUDIT_KEY_MIN_LENGTH = 32;

export interface AuditKey {
  id: string;
  secret: string;
}

/** The keys that verify; `signer` (the first) signs new rows. */
export interface AuditKeyring {
  signer: AuditKey;
  keys: ReadonlyMap<string, AuditKey>;
}

/** The public id of a key: 16 hex digits of SHA-256 over a label and the key. */
export function auditKeyId(secret: string): string {
  return crypto.createHash('sha256').update(`audit-key-id:${secret}`).digest('hex').slice(0, 16);
}

/** A keyring of `secrets` (at least one, the first signs); throws on a key shorter than AUDIT_KEY_MIN_LENGTH. */
export function auditKeyring(secrets: readonly string[]): AuditKeyring {
  if (secrets.length === 0) throw new Error('an audit keyring needs at least one key');
  const keys = new Map<string, AuditKey>();
  for (const secret of secrets) {
    if (secret.length < AUDIT_KEY_MIN_LENGTH)
      throw new Error(`an audit signing key must be at least ${AUDIT_KEY_MIN_LENGTH} characters`);
    const key = { id: auditKeyId(secret), secret };
    keys.set(key.id, key);
  }
  return { signer: keys.get(auditKeyId(secrets[0]!))!, keys };
}

/** The HMAC-SHA256 hex of a row: over `audit-row-v1:{id}:{hash}`. */
function rowMac(secret: string, id: number, hash: string): string {
  return hmac(secret, `audit-row-v1:${id}:${hash}`);
}

/** Signs a row's chain hash with the keyring's signer: the `sig` and `key_id` columns. */
export function signAuditRow(keyring: AuditKeyring, id: number, hash: string): { sig: string; key_id: string } {
  return { sig: rowMac(keyring.signer.secret, id, hash), key_id: keyring.signer.id };
}

/** Why a row's signature does not verify, or null when it does. */
export function auditSignatureProblem(
  keyring: AuditKeyring,
  row: { id: number; hash: string; sig: string | null; key_id: string | null },
): string | null {
  if (!row.sig || !row.key_id)
    return 'the row is not signed though signing had started: it was written without the audit key';
  const key = keyring.keys.get(row.key_id);
  if (!key)
    return `signed with key ${row.key_id}, which is not among the configured keys (AUDIT_SIGNING_KEY lists the keys that verify)`;
  if (!safeEqual(rowMac(key.secret, row.id, row.hash), row.sig))
    return 'signature does not match: the row (or one before it) was rewritten without the audit key';
  return null;
}
