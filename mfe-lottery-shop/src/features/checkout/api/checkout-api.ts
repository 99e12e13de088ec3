import {
  callRoute,
  type HttpClient,
  type LotteryBetBody,
  type LotteryBetLimitationData,
  type LotteryBetSlip,
} from 'shared-contracts';

/** `POST lottery/bet/limitation`: every check of the purchase without buying; what it would cost. */
export function checkLimitation(api: HttpClient, body: LotteryBetBody): Promise<LotteryBetLimitationData> {
  return callRoute(api, 'POST /lottery/bet/limitation', { body });
}

/** `POST lottery/bet` with the submission's Idempotency-Key: buys the cart. */
export function placeLotteryBet(
  api: HttpClient,
  body: LotteryBetBody,
  idempotencyKey: string,
): Promise<LotteryBetSlip> {
  return callRoute(api, 'POST /lottery/bet', { body, idempotencyKey });
}
