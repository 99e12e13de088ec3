/**
 * What the chat does to a player's message on its way into the live layer: the community rules may refuse it
 * (check-player-message.ts) and a message on the public room carries the sender's chosen name
 * (sender-display-name.ts). app.ts hands these to the live gateway (`playerMessages`), so live/ never names chat/.
 */
import type { PlayerMessageHooks } from '../live/publish-player-message';
import { checkPlayerMessage } from './check-player-message';
import { withSenderDisplayName } from './sender-display-name';

export const chatMessageHooks: PlayerMessageHooks = {
  check: checkPlayerMessage,
  publicMeta: withSenderDisplayName,
};
