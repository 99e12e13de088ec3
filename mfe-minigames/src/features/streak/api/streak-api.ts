/**
 * The mini-games' calls (docs/game-rules.md "Mini-games"), the same for both games under `/{game}/...`. Amounts
 * are baht on the wire. Each rejects with the HttpClient's AppError carrying the spec code.
 */
import type {
  DayBetSlipData,
  HttpClient,
  MiniGameCloseStatusData,
  StreakGame,
  StreakSeedData,
  StreakSlipData,
} from 'shared-contracts';

/** `GET {game}/current-bet-slip`: the open slip or null. */
export function fetchCurrentSlip(api: HttpClient, game: StreakGame): Promise<StreakSlipData | null> {
  return api.get<StreakSlipData | null>(`${game}/current-bet-slip`);
}

/** `GET {game}/day-bet-slip`: today's slips (Bangkok day) with totals. */
export function fetchDaySlips(api: HttpClient, game: StreakGame): Promise<DayBetSlipData> {
  return api.get<DayBetSlipData>(`${game}/day-bet-slip`, { params: { duration_day: 1, skip_day: 0 } });
}

/** `GET {game}/bet-slip/{id}`: one of the player's slips (its server seed once it ended). */
export function fetchSlip(api: HttpClient, game: StreakGame, slipId: string): Promise<StreakSlipData> {
  return api.get<StreakSlipData>(`${game}/bet-slip/${encodeURIComponent(slipId)}`);
}

/** `GET {game}/close-status` (public): open or closed, and the limits in force. */
export function fetchCloseStatus(api: HttpClient, game: StreakGame): Promise<MiniGameCloseStatusData> {
  return api.get<MiniGameCloseStatusData>(`${game}/close-status`);
}

/** `GET {game}/seed`: the next slip's commitment, client seed and nonce. */
export function fetchSeed(api: HttpClient, game: StreakGame): Promise<StreakSeedData> {
  return api.get<StreakSeedData>(`${game}/seed`);
}

/** `PUT {game}/seed {client_seed}`: the player's own client seed (refused with E10409 while a slip is open). */
export function putClientSeed(api: HttpClient, game: StreakGame, clientSeed: string): Promise<StreakSeedData> {
  return api.put<StreakSeedData>(`${game}/seed`, { client_seed: clientSeed });
}

/** `POST {game}/bet {is_use_coin: false, total_bet, remark, key}`: the same key again returns the same slip. */
export function postStake(
  api: HttpClient,
  game: StreakGame,
  totalBetBaht: number,
  key: string,
): Promise<StreakSlipData> {
  return api.post<StreakSlipData>(`${game}/bet`, { is_use_coin: false, total_bet: totalBetBaht, remark: '', key });
}

/** `PATCH {game}/bet {guess}` or `{is_end: true}`, with one Idempotency-Key per call (kept for a retry). */
export function patchSlip(
  api: HttpClient,
  game: StreakGame,
  body: { guess: string } | { is_end: true },
  idempotencyKey: string,
): Promise<StreakSlipData> {
  return api.patch<StreakSlipData>(`${game}/bet`, body, { idempotencyKey });
}
