/**
 * Live tokens: what the PubNub SDK sends as `auth=` (opaque to it). `lt1.<claims>.<mac>`: base64url JSON
 * claims and an HMAC-sha256 with a key derived from JWT_SECRET, so any api process checks one without the
 * database. Revocation is the token version (live_access.token_version) and the session it names, checked
 * by live/live-access.ts.
 */
import crypto from 'node:crypto';
import { z } from 'zod';
import type { LiveGrants } from './channel-policy';

/** What a live token says. */
export interface LiveTokenClaims extends LiveGrants {
  /** The player's session (logout or self-exclusion ends the token too); null for a visitor. */
  sessionId: number | null;
  userId: number | null;
  /** The SDK's userId: the publisher uuid of what this token publishes. */
  uuid: string;
  /** live_access.token_version when issued (0 for visitors). */
  version: number;
  /** Expiry, epoch ms. */
  expiresAt: number;
}

const PREFIX = 'lt1';
/** Longest token accepted (a forged giant never reaches JSON.parse). */
export const LIVE_TOKEN_MAX_LENGTH = 2048;

const claimsSchema = z.strictObject({
  s: z.number().int().positive().nullable(),
  u: z.number().int().positive().nullable(),
  i: z.string().min(1).max(92),
  r: z.array(z.string().max(93)).max(64),
  w: z.array(z.string().max(93)).max(64),
  v: z.number().int().min(0),
  x: z.number().int().positive(),
});

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    // a key of its own: a live token can never pass for another HMAC of the same secret (OTP hashes)
    key = crypto.createHmac('sha256', secret).update('live-token/v1').digest();
    keys.set(secret, key);
  }
  return key;
}

const mac = (secret: string, body: string) =>
  crypto.createHmac('sha256', keyOf(secret)).update(`${PREFIX}.${body}`).digest('base64url');

/** Signs `claims` with `secret` (JWT_SECRET). */
export function signLiveToken(secret: string, claims: LiveTokenClaims): string {
  const body = Buffer.from(
    JSON.stringify({
      s: claims.sessionId,
      u: claims.userId,
      i: claims.uuid,
      r: claims.read,
      w: claims.write,
      v: claims.version,
      x: claims.expiresAt,
    }),
  ).toString('base64url');
  return `${PREFIX}.${body}.${mac(secret, body)}`;
}

/** The claims of a well-formed token signed with `secret`, or null (expiry is the caller's check). */
export function readLiveToken(secret: string, token: string): LiveTokenClaims | null {
  if (token.length > LIVE_TOKEN_MAX_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return null;
  const [, body, given] = parts as [string, string, string];
  const expected = Buffer.from(mac(secret, body));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return null;
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const parsed = claimsSchema.safeParse(json);
  if (!parsed.success) return null;
  const c = parsed.data;
  return { sessionId: c.s, userId: c.u, uuid: c.i, read: c.r, write: c.w, version: c.v, expiresAt: c.x };
}
