/**
 * `POST line/webhook`: LINE's Messaging API webhook (docs/product.md "Messaging-app linking"). A linked player who
 * blocks the official account (`unfollow`) can no longer be notified: the link becomes LINE_BANNED and the shell's
 * toast asks to reconnect; `follow` (unblocked) makes it CONNECTED again. Other events are acknowledged.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError, ErrorCode } from 'shared-contracts';
import type { AppContext } from '../context';

interface WebhookEvent {
  type?: unknown;
  source?: { type?: unknown; userId?: unknown };
}

/**
 * Checks `x-line-signature` (base64 HMAC-SHA256 of the raw body with LINE_MESSAGING_CHANNEL_SECRET), then applies
 * follow/unfollow to the links of those LINE user ids. Returns how many links changed. Errors: 401 E10401 for a
 * missing or wrong signature, 400 E10000 for a body that is not LINE's `{events: [...]}`, 503 E10503 when no
 * secret is configured.
 */
export async function applyLineWebhook(
  ctx: AppContext,
  rawBody: string,
  signature: string | undefined,
): Promise<{ changed: number }> {
  const secret = ctx.config.line.messagingChannelSecret;
  if (!secret) throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'the LINE webhook is not configured on this server');
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  const given = Buffer.from(signature ?? '', 'base64');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new AppError(ErrorCode.UNAUTHORIZED, 'x-line-signature does not match the body');
  let events: unknown;
  try {
    events = (JSON.parse(rawBody) as { events?: unknown }).events;
  } catch {
    events = undefined;
  }
  if (!Array.isArray(events))
    throw new AppError(ErrorCode.BAD_REQUEST, 'events: LINE sends {"events": [...]}', { fields: ['events'] });
  let changed = 0;
  const now = ctx.clock.now();
  for (const e of events as WebhookEvent[]) {
    const userId = e?.source?.userId;
    if (typeof userId !== 'string' || (e.type !== 'follow' && e.type !== 'unfollow')) continue;
    const res = await ctx.db
      .updateTable('line_links')
      .set({ status: e.type === 'unfollow' ? 'LINE_BANNED' : 'CONNECTED', updated_at: now })
      .where('line_user_id', '=', userId)
      .executeTakeFirst();
    changed += Number(res.numUpdatedRows);
  }
  return { changed };
}
