/**
 * Where the audit signing keys come from (README "Environment"; issue 20): AUDIT_SIGNING_KEY (one key, or several
 * separated by commas: the first signs, all verify), required when NODE_ENV=production. Without it (development,
 * tests that do not set one) a random key is made once and kept in `DATA_DIR/audit-signing.key` (mode 0600), with a
 * warning: it sits beside the embedded database, so it only protects a development trail.
 */
import path from 'node:path';
import type { Config } from '../config';
import { readOrCreateDevSecret } from '../dev-secret-file';
import { auditKeyring, type AuditKeyring } from './audit-signature';

/** The development key file's name under DATA_DIR. */
export const DEV_AUDIT_KEY_FILE = 'audit-signing.key';

/**
 * The keyring of the configuration: AUDIT_SIGNING_KEY's keys, else (never in production) the development key
 * file, created when missing. `warn` receives the development warning. Throws when production has no key.
 */
export function loadAuditKeyring(
  config: Pick<Config, 'auditSigningKeys' | 'nodeEnv' | 'dataDir'>,
  warn: (message: string) => void = () => undefined,
): AuditKeyring {
  if (config.auditSigningKeys.length > 0) return auditKeyring(config.auditSigningKeys);
  if (config.nodeEnv === 'production') throw new Error('AUDIT_SIGNING_KEY is required when NODE_ENV=production');
  const file = path.join(config.dataDir, DEV_AUDIT_KEY_FILE);
  warn(
    `AUDIT_SIGNING_KEY is not set: the audit trail is signed with the development key in ${file} (set it in production)`,
  );
  return auditKeyring([readOrCreateDevSecret(config.dataDir, DEV_AUDIT_KEY_FILE)]);
}
