/**
 * The games remote's TanStack Query keys, in one place so invalidation is predictable (one query client per
 * parcel, ARCHITECTURE.md "Remotes and the shell"), in the one shape of every package (CONTRIBUTING.md "Writing a
 * screen"): `['games', owner, what, ...params]`, the owner being the session's customer code for a player's own
 * data (so another player never sees a cached copy) and `'public'` for what everyone sees. Hooks append their own
 * variables (a bet kind, a page size, a sort order) to these prefixes.
 */
const PUBLIC = 'public';

export const gamesKeys = {
  /** `GET {family}/current-round/{type}`, mapped to a `RoundView`. */
  currentRound: (slug: string) => ['games', PUBLIC, 'current-round', slug] as const,
  /** `GET {family}/rate/{type}`: the kinds with the payout rates and stake limits in force (ops' settings). */
  gameKinds: (slug: string) => ['games', PUBLIC, 'game-kinds', slug] as const,
  /** `GET {family}/limit-number/{type}`: the restricted numbers (caps shrink as bets come in). */
  limitNumbers: (slug: string) => ['games', PUBLIC, 'limit-numbers', slug] as const,
  /** `GET game/fe/famous-number/{CODE}`: the most-staked numbers; the hook appends the bet kind. */
  famousNumbers: (slug: string) => ['games', PUBLIC, 'famous-numbers', slug] as const,
  /** `GET {family}/winning-number/{type}`: past results; the hook appends the limit. */
  winningNumbers: (slug: string) => ['games', PUBLIC, 'winning-numbers', slug] as const,
  /** `GET {family}/bet-slip/{type}`: the player's slips, page by page. */
  betSlips: (slug: string, customerCode: string | null) => ['games', customerCode, 'bet-slips', slug] as const,
  /** `GET bet-slips`: the player's slips of every draw game (/gamelobby/my-slips). */
  allBetSlips: (customerCode: string | null) => ['games', customerCode, 'all-bet-slips'] as const,
  /** `POST {family}/bet/limitation/{type}`: the server's check of a slip; the hook appends the round and lines. */
  betLimitation: (slug: string, customerCode: string | null) =>
    ['games', customerCode, 'bet-limitation', slug] as const,
  /** `GET drafts/{code}`: the player's saved number lists; the hook appends the sort order. */
  drafts: (slug: string, customerCode: string | null) => ['games', customerCode, 'drafts', slug] as const,
  /** `GET yeekee/winning-number/status`: the yeekee rounds of the moment (those taking shots, the last closed). */
  yeekeeStatus: (slug: string) => ['games', PUBLIC, 'yeekee-status', slug] as const,
  /** `GET yeekee/winning-number/by-round?date=`: a yeekee day's rounds (null: the running day). */
  yeekeeDay: (slug: string, date: string | null) => ['games', PUBLIC, 'yeekee-day', slug, date] as const,
  /** `GET yeekee/predicts/{round_id}`: a round's newest shots, kept current by the live channel. */
  yeekeeShots: (slug: string, roundId: string) => ['games', PUBLIC, 'yeekee-shots', slug, roundId] as const,
  /** `GET yeekee/winning-number/{draw_date}/{round_no}`: a closed round's record (final once published). */
  yeekeeRecord: (slug: string, drawDate: string, roundNo: number) =>
    ['games', PUBLIC, 'yeekee-record', slug, drawDate, roundNo] as const,
  /** `GET users/favorite`: the player's favourite games (every game shares this list). */
  favorites: (customerCode: string | null) => ['games', customerCode, 'favorites'] as const,
  /** `GET wallet/balance`: the summary warns before a slip the balance cannot pay. */
  balance: (customerCode: string | null) => ['games', customerCode, 'balance'] as const,
};
