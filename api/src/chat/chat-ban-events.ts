/**
 * What the room hears when ops ban or unban a player: `chat/ban-changed {banned_until, count_down}` on the player's own
 * channel (`user.<customer code>`, live only), so an open room starts or stops its countdown at once; a room
 * opened later reads `GET chat/profile`. Published inside the ban's transaction, last (live/publish-to-channel.ts).
 */
import { CHAT_SERVER_EVENTS, liveUserChannel } from 'shared-contracts';
import type { AppContext } from '../context';
import type { Trx } from '../db/transaction';
import { publishToChannel } from '../live/publish-to-channel';

/** Tells `customerCode`'s open rooms their ban now ends at `bannedUntil` (null: lifted). */
export async function announceBanChanged(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  trx: Trx,
  customerCode: string,
  bannedUntil: Date | null,
): Promise<void> {
  await publishToChannel(
    ctx,
    {
      channel: liveUserChannel(customerCode),
      message: {
        type: CHAT_SERVER_EVENTS.banChanged,
        data: {
          banned_until: bannedUntil?.toISOString() ?? null,
          count_down: bannedUntil
            ? Math.max(0, Math.ceil((bannedUntil.getTime() - ctx.clock.now().getTime()) / 1000))
            : 0,
        },
      },
      store: false,
    },
    trx,
  );
}
