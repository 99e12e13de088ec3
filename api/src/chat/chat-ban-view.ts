/** A player's chat ban as the ops API shows it: `banned_until` null once it has ended or was lifted. */
import type { ChatBanData } from 'shared-contracts';

export function chatBanView(
  customerCode: string,
  bannedUntil: Date | null,
  reason: string | null,
  now: Date,
): ChatBanData {
  const active = bannedUntil !== null && bannedUntil.getTime() > now.getTime();
  return {
    customer_code: customerCode,
    banned_until: active ? bannedUntil.toISOString() : null,
    reason: active ? reason : null,
  };
}
