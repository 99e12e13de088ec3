import {
  callRoute,
  roundStatusFrom,
  type CurrentRoundData,
  type HttpClient,
  type RoundViewStatus,
} from 'shared-contracts';
import { errorCode } from 'shared-ui';

export interface ShopRound {
  status: RoundViewStatus;
  data: CurrentRoundData | null;
  /** Seconds until the shop closes (opened rounds), else null. */
  seconds: number | null;
  loadedAt: number;
  /** Server clock minus this device's clock (ms), from the round's end and countdown; 0 when unknown. */
  serverOffsetMs: number;
}

/** How far the server's clock is ahead of this device's: deadlines from the server are shifted by it. */
export function serverOffsetMs(data: CurrentRoundData | null, loadedAt: number): number {
  const round = data?.current_round;
  if (!round) return 0;
  const end = Date.parse(round.end_at);
  return Number.isFinite(end) ? end - round.count_down.total_seconds * 1000 - loadedAt : 0;
}

/**
 * `GET underground/current-round?game_type=LOTTERY`: the shop's round, mapped with `roundStatusFrom`
 * (docs/product.md "Round status": sold out when `is_lottery_sold_out`). Never rejects.
 */
export async function fetchShopRound(api: HttpClient): Promise<ShopRound> {
  const loadedAt = Date.now();
  try {
    const data = await callRoute(api, 'GET /underground/current-round', { query: { game_type: 'LOTTERY' } });
    return {
      status: roundStatusFrom({ ok: true, data }),
      data,
      seconds: data.current_round?.count_down.total_seconds ?? null,
      loadedAt,
      serverOffsetMs: serverOffsetMs(data, loadedAt),
    };
  } catch (error) {
    const code = errorCode(error);
    const details = (error as { details?: { count_down?: { total_seconds: number } } | null }).details ?? null;
    const status = code ? roundStatusFrom({ ok: false, code, data: details }) : 'error';
    return { status, data: null, seconds: null, loadedAt, serverOffsetMs: 0 };
  }
}
