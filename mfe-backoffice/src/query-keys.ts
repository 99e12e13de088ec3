/**
 * The ops console's TanStack Query keys (one query client per parcel, ARCHITECTURE.md "Design system and fetching
 * data"), in the one shape of every package (CONTRIBUTING.md "Writing a screen"): `['backoffice', owner, what,
 * ...params]`. Ops data has the ops username as its owner, so another ops user signing in on the same tab never sees
 * a cached copy; what is read before sign-in has `'public'`. No key holds a secret (a token): the session's own
 * key is dropped at logout and replaced at login.
 */
const PUBLIC = 'public';

export const backofficeKeys = {
  /** Every key of the console (dropped at logout). */
  root: () => ['backoffice'] as const,
  /** `GET backoffice/auth/me` with the stored ops token (the token itself is never part of the key). */
  me: () => ['backoffice', PUBLIC, 'me'] as const,
  /** `GET backoffice/auth/me` with the player's own token: the API's 403 refusal. */
  playerProbe: (customerCode: string | null) => ['backoffice', PUBLIC, 'player-probe', customerCode] as const,
  /** Every read of one ops user (invalidated together after a write). */
  all: (ops: string) => ['backoffice', ops] as const,
  /** The server clock's offset from the device's (`GET /pn/time/0`, the live gateway's time), not per ops user. */
  serverOffset: () => ['backoffice', PUBLIC, 'server-offset'] as const,
  /** `GET backoffice/rounds?game=&status=&limit=`. */
  rounds: (ops: string, game: string, status: string) => ['backoffice', ops, 'rounds', game, status] as const,
  /** `GET backoffice/rounds/{id}/result`. */
  resultEntry: (ops: string, roundId: string) => ['backoffice', ops, 'result', roundId] as const,
  /** `GET backoffice/system/status`. */
  systemStatus: (ops: string) => ['backoffice', ops, 'system-status'] as const,
  /** `GET remotes`. */
  remotes: (ops: string) => ['backoffice', ops, 'remotes'] as const,
  /** `GET backoffice/remotes/{name}/history`. */
  remoteHistory: (ops: string, name: string) => ['backoffice', ops, 'remote-history', name] as const,
  /** `GET backoffice/audit?action=` (pages by before_id). */
  audit: (ops: string, action: string) => ['backoffice', ops, 'audit', action] as const,
  /** `GET backoffice/minigames/{game}`. */
  miniGameSettings: (ops: string, game: string) => ['backoffice', ops, 'minigame-settings', game] as const,
  /** `GET backoffice/invites/settings`. */
  inviteSettings: (ops: string) => ['backoffice', ops, 'invite-settings'] as const,
  /** Every page of the players tab's search. */
  playerSearches: (ops: string) => ['backoffice', ops, 'players'] as const,
  /** `GET backoffice/players?phone|customer_code&offset` (the players tab's search). */
  players: (ops: string, search: string, offset: number) => ['backoffice', ops, 'players', search, offset] as const,
  /** `GET backoffice/players/{customer_code}` (a player's card). */
  player: (ops: string, customerCode: string) => ['backoffice', ops, 'player', customerCode] as const,
  /** `GET backoffice/restricted-numbers?game=`. */
  restrictedNumbers: (ops: string, game: string) => ['backoffice', ops, 'restricted-numbers', game] as const,
  /** `GET backoffice/cancel-fee/{game}`. */
  cancelFee: (ops: string, game: string) => ['backoffice', ops, 'cancel-fee', game] as const,
  /** `GET backoffice/exposure-caps/{game}`. */
  exposureCaps: (ops: string, game: string) => ['backoffice', ops, 'exposure-caps', game] as const,
  /** `GET backoffice/rates/{game}`: rates and stake limits per kind. */
  gameRates: (ops: string, game: string) => ['backoffice', ops, 'rates', game] as const,
  /** `GET backoffice/setting-changes` (changes waiting for a second operator, every game). */
  settingChanges: (ops: string) => ['backoffice', ops, 'setting-changes'] as const,
  /** `GET backoffice/rates/{game}/history`. */
  gameRateHistory: (ops: string, game: string) => ['backoffice', ops, 'rates', game, 'history'] as const,
  /** `GET backoffice/rounds?game={shop game}` (the shop rounds an inventory file can go to). */
  shopRounds: (ops: string, game: string) => ['backoffice', ops, 'shop-rounds', game] as const,
  /** `GET backoffice/lottery/promotions`. */
  promotions: (ops: string) => ['backoffice', ops, 'promotions'] as const,
  /** `GET backoffice/withdrawals?state=` or `GET backoffice/deposits?state=` (the payments tab's queues). */
  paymentQueue: (ops: string, queue: string, state: string) => ['backoffice', ops, 'payments', queue, state] as const,
  /** Every state of one payments queue. */
  paymentQueues: (ops: string, queue: string) => ['backoffice', ops, 'payments', queue] as const,
  /** `GET backoffice/ops-users`. */
  opsUsers: (ops: string) => ['backoffice', ops, 'ops-users'] as const,
  /** `GET backoffice/draw-calendar/{game}`. */
  drawCalendar: (ops: string, game: string) => ['backoffice', ops, 'draw-calendar', game] as const,
  /** Every blacklist search. */
  blacklist: (ops: string) => ['backoffice', ops, 'blacklist'] as const,
  /** `GET backoffice/blacklist?q=`. */
  blacklistSearch: (ops: string, q: string) => ['backoffice', ops, 'blacklist', q] as const,
  /** Every read of the chat moderation tab. */
  chat: (ops: string) => ['backoffice', ops, 'chat'] as const,
  /** `GET backoffice/chat/reports?status=`. */
  chatReports: (ops: string, status: string) => ['backoffice', ops, 'chat', 'reports', status] as const,
  /** `GET backoffice/chat/bans`. */
  chatBans: (ops: string) => ['backoffice', ops, 'chat', 'bans'] as const,
  /** The reconciliation tab: `what` is ledger, house-daily or rounds, then its filter (and page). */
  reconciliation: (ops: string, what: 'ledger' | 'house-daily' | 'rounds', ...filter: unknown[]) =>
    ['backoffice', ops, 'reconciliation', what, ...filter] as const,
};
