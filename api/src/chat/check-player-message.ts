/**
 * THE HOOK before a player's message is stored (issue 8): the chat's community rules (community-rules.ts:
 * no links, LINE contacts, e-mail addresses or phone numbers, no impolite words, matched on normalised text).
 * It runs after the token, the channel, the length and the ban were checked, before anything is written. A
 * refusal is `AppError(ErrorCode.FORBIDDEN, 'why, in English', {rule})`: the SDK's publish fails with 403 and
 * that message (`errorData.service_code`, `errorData.payload` = `{rule}`); the room shows its Thai text from
 * i18n (docs/product.md "Constants"; the spec's chat 403 text). To accept, return. The live gateway calls it
 * through its `playerMessages` option (chat-message-hooks.ts), so live/ never names the chat.
 */
import { AppError, ErrorCode } from 'shared-contracts';
import type { PlayerMessageCheck } from '../live/publish-player-message';
import { brokenCommunityRule } from './community-rules';

/** The English reason of each community rule (the client shows its own Thai text). */
const REFUSALS = {
  advertising:
    'the message breaks the community rules: links, LINE contacts, e-mail addresses and phone numbers (advertising) are not allowed',
  impolite: 'the message breaks the community rules: impolite words are not allowed',
} as const;

/** Refuses (403 E10403 `{rule}`) a message whose text breaks a community rule; accepts the others. */
export const checkPlayerMessage: PlayerMessageCheck = async (_ctx, { message }) => {
  const rule = brokenCommunityRule(message.text);
  if (rule) throw new AppError(ErrorCode.FORBIDDEN, REFUSALS[rule], { rule });
};
