/**
 * Bans a player from writing to live channels until an instant, or lifts the ban (`until` null): a banned
 * player still reads (subscribe, history) but a publish or a reaction is refused with 403 B0V002 and
 * `{banned_until}` (live/publish-player-message.ts). The ops route and the moderation rules that call it
 * belong to the chat issue; tests and other domains call it directly.
 */
import type { DbOrTrx } from '../db/transaction';

export interface LiveBan {
  userId: number;
  /** The ban ends at this instant; null lifts it. */
  until: Date | null;
  /** Why (kept for ops; never shown to other players). */
  reason: string | null;
}

/** Sets or lifts the ban; takes effect on the player's next write, on every api process. */
export async function setLiveBan(db: DbOrTrx, ban: LiveBan, now: Date): Promise<void> {
  await db
    .insertInto('live_access')
    .values({ user_id: ban.userId, banned_until: ban.until, ban_reason: ban.reason, updated_at: now })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ banned_until: ban.until, ban_reason: ban.reason, updated_at: now }),
    )
    .execute();
}
