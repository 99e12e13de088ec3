import type { DrawBetSlipData, GameDef, HttpClient, PlaceBetBody } from 'shared-contracts';

/**
 * `POST {family}/bet/{type}` with the submission's Idempotency-Key (the same key on a retry replays the
 * first result instead of betting twice). Amounts are baht numbers. Rejects with the HttpClient's AppError.
 */
export function placeBet(
  api: HttpClient,
  game: GameDef,
  body: PlaceBetBody,
  idempotencyKey: string,
): Promise<DrawBetSlipData> {
  return api.post<DrawBetSlipData>(`${game.api.family}/bet/${game.api.type}`, body, { idempotencyKey });
}
