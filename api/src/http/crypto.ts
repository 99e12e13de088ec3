/** Small crypto helpers: random tokens and their stored hashes (only hashes of secrets are stored). */
import crypto from 'node:crypto';

/** A URL-safe random token of `bytes` random bytes. */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** sha256 hex of a token: what the database keeps instead of the token. */
export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex');
}

/** HMAC-sha256 hex with the server secret (for short secrets such as 6-digit OTPs). */
export function hmac(secret: string, text: string): string {
  return crypto.createHmac('sha256', secret).update(text).digest('hex');
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Stable JSON (sorted keys) for request fingerprints. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
