/**
 * The games remote's TanStack Query keys, in one place so invalidation is predictable (one query client per
 * parcel, ARCHITECTURE.md "Remotes and the shell"). Everything about one game sits under `['games', slug]`;
 * a player's own data also carries the session's customer code, so another player never sees a cached copy.
 * Hooks append their own variables (a bet kind, a page size, a sort order) to these prefixes.
 */
export const gamesKeys = {
  /** `GET {family}/current-round/{type}`, mapped to a `RoundView`. */
  currentRound: (slug: string) => ['games', slug, 'current-round'] as const,
  /** `GET {family}/rate/{type}`: the kinds with the payout rates and stake limits in force (ops' settings). */
  gameKinds: (slug: string) => ['games', slug, 'game-kinds'] as const,
  /** `GET {family}/limit-number/{type}`: the restricted numbers (caps shrink as bets come in). */
  limitNumbers: (slug: string) => ['games', slug, 'limit-numbers'] as const,
  /** `GET game/fe/famous-number/{CODE}`: the most-staked numbers; the hook appends the bet kind. */
  famousNumbers: (slug: string) => ['games', slug, 'famous-numbers'] as const,
  /** `GET {family}/winning-number/{type}`: past results; the hook appends the limit. */
  winningNumbers: (slug: string) => ['games', slug, 'winning-numbers'] as const,
  /** `GET {family}/bet-slip/{type}`: the player's slips, page by page. */
  betSlips: (slug: string, customerCode: string | null) => ['games', slug, 'bet-slips', customerCode] as const,
  /** `POST {family}/bet/limitation/{type}`: the server's check of a slip; the hook appends the round and lines. */
  betLimitation: (slug: string, customerCode: string | null) =>
    ['games', slug, 'bet-limitation', customerCode] as const,
  /** `GET drafts/{code}`: the player's saved number lists; the hook appends the sort order. */
  drafts: (slug: string, customerCode: string | null) => ['games', slug, 'drafts', customerCode] as const,
  /** `GET yeekee/winning-number/status`: the yeekee rounds of the moment (those taking shots, the last closed). */
  yeekeeStatus: (slug: string) => ['games', slug, 'yeekee-status'] as const,
  /** `GET yeekee/winning-number/by-round?date=`: a yeekee day's rounds (null: the running day). */
  yeekeeDay: (slug: string, date: string | null) => ['games', slug, 'yeekee-day', date] as const,
  /** `GET yeekee/predicts/{round_id}`: a round's newest shots, kept current by the live channel. */
  yeekeeShots: (slug: string, roundId: string) => ['games', slug, 'yeekee-shots', roundId] as const,
  /** `GET yeekee/winning-number/{draw_date}/{round_no}`: a closed round's record (final once published). */
  yeekeeRecord: (slug: string, drawDate: string, roundNo: number) =>
    ['games', slug, 'yeekee-record', drawDate, roundNo] as const,
  /** `GET users/favorite`: the player's favourite games (every game shares this list). */
  favorites: (customerCode: string | null) => ['favorites', customerCode] as const,
};
