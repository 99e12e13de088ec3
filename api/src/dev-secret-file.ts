/**
 * A development secret kept on disk: the first start writes 32 random bytes (hex) to `<dataDir>/<name>` (mode
 * 0600) and every later start reads the same value back, so what was signed or committed with it before a
 * restart still checks out after it. Only for a secret that production requires from its environment
 * (config.ts refuses a missing one there): YEEKEE_SECRET_KEY, AUDIT_SIGNING_KEY. Sync: configuration is read
 * once, at start. Throws the file system's error when the directory cannot be written, and when the file is
 * empty (delete it to make a new secret).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function readOrCreateDevSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // exclusive create: two processes starting at once keep the first one's secret
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (!secret) throw new Error(`${file} is empty: delete it to make a new development secret`);
  return secret;
}
