/** The browser's reader of the live token (no zod: the wire schemas in schemas/live.ts stay on the server side). */
import type { LiveTokenData } from '../schemas/live';

/**
 * Reads the `data` of `POST /api/v1/live/token` in the browser (the shape of `liveTokenData`, without zod):
 * unknown fields are dropped; throws when a field is missing or of the wrong type.
 */
export function readLiveTokenData(data: unknown): LiveTokenData {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const str = (v: unknown): v is string => typeof v === 'string';
  const strOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';
  const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every(str);
  const ch = (d.channels && typeof d.channels === 'object' ? d.channels : {}) as Record<string, unknown>;
  if (
    !str(d.token) ||
    !str(d.uuid) ||
    !str(d.expires_at) ||
    !str(d.origin_path) ||
    !str(d.subscribe_key) ||
    !str(d.publish_key) ||
    !strings(ch.read) ||
    !strings(ch.write) ||
    !strOrNull(d.user_channel) ||
    !strOrNull(d.banned_until)
  )
    throw new Error('live token response is malformed');
  return {
    token: d.token,
    uuid: d.uuid,
    expires_at: d.expires_at,
    origin_path: d.origin_path,
    subscribe_key: d.subscribe_key,
    publish_key: d.publish_key,
    channels: { read: ch.read, write: ch.write },
    user_channel: d.user_channel,
    banned_until: d.banned_until,
  };
}
