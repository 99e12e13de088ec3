/**
 * The round status a client shows, from the `current-round` response (docs/product.md "Round status"):
 * - a round-closed response (E20016) with countdown <= 0: processing; otherwise closed;
 * - force closed (E30000): force_closed;
 * - a current round: sold_out when the sold-out flag is set, else opened;
 * - no round: error. Games without rounds (mini-games) are error without a call.
 */
import { ErrorCode } from '../codes/service-codes';
import type { CurrentRoundData, RoundViewStatus } from '../schemas/rounds';

export type CurrentRoundResponse =
  | { ok: true; data: CurrentRoundData }
  | { ok: false; code: string; data: { count_down?: { total_seconds: number } } | null };

export function roundStatusFrom(res: CurrentRoundResponse | null): RoundViewStatus {
  if (!res) return 'error';
  if (!res.ok) {
    if (res.code === ErrorCode.ROUND_CLOSED) {
      return (res.data?.count_down?.total_seconds ?? 0) <= 0 ? 'processing' : 'closed';
    }
    if (res.code === ErrorCode.FORCE_CLOSED) return 'force_closed';
    return 'error';
  }
  if (!res.data.current_round) return 'error';
  return res.data.is_lottery_sold_out ? 'sold_out' : 'opened';
}

/**
 * Routes on which number-pad state is kept (docs/product.md "Screens and routes"); leaving to any other route resets
 * it.
 */
export function keepsNumberPadState(pathname: string): boolean {
  return /gamelobby|fillNumber|luckyNumber/.test(pathname);
}
