import { callRoute, type CancelFeeData, type GameDef, type HttpClient, type PartialCancelData } from 'shared-contracts';

/** `GET {family}/cancel-fee/partial/{type}/{id}?line_ids=`: what cancelling would cost now (all lines when none). */
export function fetchCancelFee(
  api: HttpClient,
  game: GameDef,
  slipId: string,
  lineIds: string[],
): Promise<CancelFeeData> {
  return callRoute(api, 'GET /{family}/cancel-fee/partial/{type}/:id', {
    params: { ...game.api, id: slipId },
    query: lineIds.length ? { line_ids: lineIds.join(',') } : undefined,
  });
}

/** `POST {family}/bet-slip/partial/{type}/{id}`: cancels the lines (the whole slip when none). */
export function cancelSlip(
  api: HttpClient,
  game: GameDef,
  slipId: string,
  lineIds: string[],
): Promise<PartialCancelData> {
  return callRoute(api, 'POST /{family}/bet-slip/partial/{type}/:id', {
    params: { ...game.api, id: slipId },
    body: lineIds.length ? { line_ids: lineIds } : {},
  });
}
