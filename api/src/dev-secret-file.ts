/**
 * A development secret kept on disk: the first start writes 32 random bytes (hex) to `<dataDir>/<name>` (mode
 * 0600) and every later start reads the same value back, so what was signed or committed with it before a
 * restart still checks out after it. Only for a secret that production requires from its environment
 * (config.ts refuses a missing one there). Sync: the configuration is read once, at start. Throws the file
 * system's error when the directory cannot be written.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function readOrCreateDevSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(existing)) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('hex');
  // `wx`: two processes starting at once keep the first one's secret
  try {
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return fs.readFileSync(file, 'utf8').trim();
  }
}
