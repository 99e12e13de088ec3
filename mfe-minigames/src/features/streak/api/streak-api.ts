/**
 * The mini-games' calls (docs/game-rules.md "Mini-games"), the same for both games under `/{game}/...`. Amounts
 * are baht on the wire. Each rejects with the HttpClient's AppError carrying the spec code.
 */
import {
  callRoute,
  type DayBetSlipData,
  type HttpClient,
  type MiniGameCloseStatusData,
  type RouteBody,
  type StreakGame,
  type StreakSeedData,
  type StreakSlipData,
} from 'shared-contracts';

/** `GET {game}/current-bet-slip`: the open slip or null. */
export function fetchCurrentSlip(api: HttpClient, game: StreakGame): Promise<StreakSlipData | null> {
  return callRoute(api, 'GET /{slug}/current-bet-slip', { params: { slug: game } });
}

/** `GET {game}/day-bet-slip`: today's slips (Bangkok day) with totals. */
export function fetchDaySlips(api: HttpClient, game: StreakGame): Promise<DayBetSlipData> {
  return callRoute(api, 'GET /{slug}/day-bet-slip', {
    params: { slug: game },
    query: { duration_day: 1, skip_day: 0 },
  });
}

/** `GET {game}/bet-slip/{id}`: one of the player's slips (its server seed once it ended). */
export function fetchSlip(api: HttpClient, game: StreakGame, slipId: string): Promise<StreakSlipData> {
  return callRoute(api, 'GET /{slug}/bet-slip/:id', { params: { slug: game, id: slipId } });
}

/** `GET {game}/close-status` (public): open or closed, and the limits in force. */
export function fetchCloseStatus(api: HttpClient, game: StreakGame): Promise<MiniGameCloseStatusData> {
  return callRoute(api, 'GET /{slug}/close-status', { params: { slug: game } });
}

/** `GET {game}/seed`: the next slip's commitment, client seed and nonce. */
export function fetchSeed(api: HttpClient, game: StreakGame): Promise<StreakSeedData> {
  return callRoute(api, 'GET /{slug}/seed', { params: { slug: game } });
}

/** `PUT {game}/seed {client_seed}`: the player's own client seed (refused with E10409 while a slip is open). */
export function putClientSeed(api: HttpClient, game: StreakGame, clientSeed: string): Promise<StreakSeedData> {
  return callRoute(api, 'PUT /{slug}/seed', { params: { slug: game }, body: { client_seed: clientSeed } });
}

/** `POST {game}/bet {is_use_coin: false, total_bet, remark, key}`: the same key again returns the same slip. */
export function postStake(
  api: HttpClient,
  game: StreakGame,
  totalBetBaht: number,
  key: string,
): Promise<StreakSlipData> {
  return callRoute(api, 'POST /{slug}/bet', {
    params: { slug: game },
    body: { is_use_coin: false, total_bet: totalBetBaht, remark: '', key },
  });
}

/** `PATCH {game}/bet {guess}` or `{is_end: true}`, with one Idempotency-Key per call (kept for a retry). */
export function patchSlip(
  api: HttpClient,
  game: StreakGame,
  body: { guess: string } | { is_end: true },
  idempotencyKey: string,
): Promise<StreakSlipData> {
  // the guess is the game's face or hand (the screen offers only those; the api refuses another with E10000)
  return game === 'cointossing'
    ? callRoute(api, 'PATCH /cointossing/bet', { body: body as RouteBody<'PATCH /cointossing/bet'>, idempotencyKey })
    : callRoute(api, 'PATCH /paoyingchub/bet', { body: body as RouteBody<'PATCH /paoyingchub/bet'>, idempotencyKey });
}
