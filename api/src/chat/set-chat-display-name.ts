/**
 * `PUT chat/profile {display_name}` (the spec's chat profile): the name the room shows for the player instead of
 * the masked customer code. The body schema trims it, folds inner spaces and wants 2-20 characters
 * (`chatDisplayNameBody`); here a name breaking the chat's community rules (links, LINE contacts, e-mail, phone
 * numbers, impolite words: community-rules.ts) → 400 E10000 naming `display_name`; a name another player holds,
 * ignoring case (NFKC, lower case) → 409 E20028, race-safe through the unique `name_key` (migration 0025).
 * Setting one's own name again, in another case too, just updates it. Resolves to the chat profile.
 */
import { AppError, ErrorCode, type ChatDisplayNameBody, type ChatProfileData } from 'shared-contracts';
import type { AppContext } from '../context';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/transaction';
import { brokenCommunityRule } from './community-rules';
import { getChatProfile } from './get-chat-profile';

/** A display name as compared for uniqueness: NFKC, lower case, single spaces. */
export function displayNameKey(name: string): string {
  return name.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** Sets the chat display name of `userId`; see the file's docstring for the errors. */
export async function setChatDisplayName(
  ctx: AppContext,
  userId: number,
  body: ChatDisplayNameBody,
): Promise<ChatProfileData> {
  const name = body.display_name;
  const broken = brokenCommunityRule(name);
  if (broken)
    throw new AppError(ErrorCode.BAD_REQUEST, `display_name breaks the community rules (${broken})`, [
      { path: 'display_name', message: broken === 'advertising' ? 'no links, contacts or phone numbers' : 'impolite' },
    ]);
  const now = ctx.clock.now();
  try {
    await ctx.db
      .insertInto('chat_display_names')
      .values({ user_id: userId, display_name: name, name_key: displayNameKey(name), updated_at: now })
      .onConflict((oc) =>
        oc.column('user_id').doUpdateSet({ display_name: name, name_key: displayNameKey(name), updated_at: now }),
      )
      .execute();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION)
      throw new AppError(ErrorCode.DISPLAY_NAME_CONFLICT, 'this display name is taken');
    throw error;
  }
  return getChatProfile(ctx, userId);
}
