import {
  callRoute,
  roundStatusFrom,
  type CurrentRoundData,
  type GameDef,
  type HttpClient,
  type RoundViewStatus,
} from 'shared-contracts';
import { errorCode } from 'shared-ui';

/** What the lobby header needs: the mapped status, the open round (if any) and seconds to the next event. */
export interface RoundView {
  status: RoundViewStatus;
  data: CurrentRoundData | null;
  /** Seconds until close when opened; until the result when closed; null otherwise. */
  seconds: number | null;
}

/**
 * Query parameters some families add to `current-round` (docs/product.md "API paths": Hanoi and Laos `is_set=false`).
 */
function roundParams(game: GameDef): Record<string, string> | undefined {
  return game.gameType === 'hanoi' || game.gameType === 'lao' ? { is_set: 'false' } : undefined;
}

/**
 * `GET {family}/current-round/{type}` mapped with `roundStatusFrom` (docs/product.md "Round status"): a round-closed
 * rejection (E20016) is closed or processing by its countdown, E30000 force closed, anything else error.
 * Never rejects.
 */
export async function fetchCurrentRound(api: HttpClient, game: GameDef): Promise<RoundView> {
  const params = roundParams(game);
  try {
    const data = await callRoute(api, 'GET /{family}/current-round/{type}', { params: game.api, query: params });
    const status = roundStatusFrom({ ok: true, data });
    return { status, data, seconds: data.current_round?.count_down.total_seconds ?? null };
  } catch (error) {
    const code = errorCode(error);
    if (!code) return { status: 'error', data: null, seconds: null };
    const e = error as { details?: unknown; data?: unknown };
    const details = (e.details ?? e.data ?? null) as { count_down?: { total_seconds: number } } | null;
    const status = roundStatusFrom({ ok: false, code, data: details });
    const seconds = details?.count_down?.total_seconds ?? null;
    return { status, data: null, seconds: status === 'closed' ? seconds : null };
  }
}
