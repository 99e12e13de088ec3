/**
 * The chat remote's TanStack Query keys (one query client per parcel, ARCHITECTURE.md "Remotes and the shell").
 * Keys carry the session's customer code, so another player never sees a cached copy.
 */
export const chatKeys = {
  /** `GET chat/profile`: the player's name in the room and their chat ban. */
  profile: (customerCode: string | null) => ['chat', customerCode, 'profile'] as const,
};
