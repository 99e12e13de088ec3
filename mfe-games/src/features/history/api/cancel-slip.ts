import type { CancelFeeData, GameDef, HttpClient, PartialCancelData } from 'shared-contracts';

/** `GET {family}/cancel-fee/partial/{type}/{id}?line_ids=`: what cancelling would cost now (all lines when none). */
export function fetchCancelFee(
  api: HttpClient,
  game: GameDef,
  slipId: string,
  lineIds: string[],
): Promise<CancelFeeData> {
  return api.get<CancelFeeData>(`${game.api.family}/cancel-fee/partial/${game.api.type}/${slipId}`, {
    params: lineIds.length ? { line_ids: lineIds.join(',') } : undefined,
  });
}

/** `POST {family}/bet-slip/partial/{type}/{id}`: cancels the lines (the whole slip when none). */
export function cancelSlip(
  api: HttpClient,
  game: GameDef,
  slipId: string,
  lineIds: string[],
): Promise<PartialCancelData> {
  return api.post<PartialCancelData>(
    `${game.api.family}/bet-slip/partial/${game.api.type}/${slipId}`,
    lineIds.length ? { line_ids: lineIds } : {},
  );
}
