import { callRoute, type DrawBetSlipData, type GameDef, type HttpClient, type PlaceBetBody } from 'shared-contracts';

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
  return callRoute(api, 'POST /{family}/bet/{type}', { params: game.api, body, idempotencyKey });
}
