/**
 * Test helpers for the ticket shop's API suites: the open shop round, ops loading a stock, and the
 * player's booking and checkout requests (raw responses, so each test asserts what it expects).
 */
import { idemKey, type TestApp } from './harness';

/** The shop's current round id (fails the test when there is none). */
export async function shopRoundId(t: TestApp): Promise<string> {
  const res = await t.http.get('/underground/current-round?game_type=LOTTERY');
  expect(res.status).toBe(200);
  return res.body.data.current_round.round_id;
}

/** An operator replaces the round's unsold stock with `{number: quantity}`. */
export async function loadStock(t: TestApp, roundId: string, stock: Record<string, number>) {
  const res = await t.http.call('POST', `/backoffice/lottery/inventory/${roundId}`, {
    token: t.ops,
    body: Object.entries(stock).map(([number, quantity]) => ({ number, quantity })),
  });
  expect(res.status).toBe(200);
  return res;
}

/** `POST /lottery/book` with `[number, amount]` pairs. */
export const bookTickets = (t: TestApp, token: string, list: [string, number][]) =>
  t.http.post('/lottery/book', { bet_detail_list: list.map(([number, amount]) => ({ number, amount })) }, token);

/** `POST /lottery/bet` (checkout) with an idempotency key. */
export const checkout = (t: TestApp, token: string, body: { remark?: string; uses?: number }, key = idemKey('lot')) =>
  t.http.call('POST', '/lottery/bet', { token, body, headers: { 'idempotency-key': key } });
