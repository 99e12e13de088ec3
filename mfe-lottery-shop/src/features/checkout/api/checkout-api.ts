import type { HttpClient, LotteryBetBody, LotteryBetLimitationData, LotteryBetSlip } from 'shared-contracts';

/** `POST lottery/bet/limitation`: every check of the purchase without buying; what it would cost. */
export function checkLimitation(api: HttpClient, body: LotteryBetBody): Promise<LotteryBetLimitationData> {
  return api.post<LotteryBetLimitationData>('lottery/bet/limitation', body);
}

/** `POST lottery/bet` with the submission's Idempotency-Key: buys the cart. */
export function placeLotteryBet(
  api: HttpClient,
  body: LotteryBetBody,
  idempotencyKey: string,
): Promise<LotteryBetSlip> {
  return api.post<LotteryBetSlip>('lottery/bet', body, { idempotencyKey });
}
