/**
 * The ticket-shop calls of the console (api/src/backoffice/routes/lottery-shop.ts): the shop game's rounds
 * (`GET backoffice/rounds?game=LOTTH`), loading a round's real stock (`POST backoffice/lottery/inventory/{round_id}`,
 * JSON `[{number, quantity}]`, replacing the unsold stock; only a scheduled or open round) and the promotions
 * (`GET/PUT backoffice/lottery/promotions`).
 */
import { callRoute, type HttpClient, type LotteryPromotionConfig, type RouteData } from 'shared-contracts';
import type { InventoryRow } from '../utils/parse-inventory-csv';

/** `POST backoffice/lottery/inventory/{round_id}` data: the round's stock after the load. */
export type InventoryLoaded = RouteData<'POST /backoffice/lottery/inventory/:round_id'>;

export const fetchShopRounds = (api: HttpClient, game: string) =>
  callRoute(api, 'GET /backoffice/rounds', { query: { game, limit: 100 } });

export const loadInventory = (api: HttpClient, roundId: string, rows: InventoryRow[]) =>
  callRoute(api, 'POST /backoffice/lottery/inventory/:round_id', { params: { round_id: roundId }, body: rows });

export const fetchPromotions = (api: HttpClient) => callRoute(api, 'GET /backoffice/lottery/promotions');

export const savePromotions = (api: HttpClient, config: LotteryPromotionConfig) =>
  callRoute(api, 'PUT /backoffice/lottery/promotions', { body: config });
