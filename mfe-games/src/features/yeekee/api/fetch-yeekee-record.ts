import { callRoute, type GameDef, type HttpClient, type YeekeeRoundRecordData } from 'shared-contracts';

/** The API's public prefix on the page's origin, as the shell's client uses it (docs/product.md "API paths"). */
const API_PREFIX = '/api/v1';

function recordPath(game: GameDef, drawDate: string, roundNo: number): string {
  return `${game.api.family}/winning-number/${drawDate}/${roundNo}`;
}

/**
 * `GET yeekee/winning-number/{draw_date}/{round_no}`: the record of a closed round, every shot oldest first with
 * the subtracted one marked, the sum, R and the digits (or the void reason). Rejects with E20016 while the round
 * still takes shots, E10001 when the day has no such round.
 */
export function fetchYeekeeRecord(api: HttpClient, drawDate: string, roundNo: number): Promise<YeekeeRoundRecordData> {
  return callRoute(api, 'GET /yeekee/winning-number/:draw_date/:round_no', {
    params: { draw_date: drawDate, round_no: roundNo },
  });
}

/** The record's public address, the file a player downloads to recompute the round elsewhere. */
export function yeekeeRecordUrl(game: GameDef, drawDate: string, roundNo: number): string {
  return `${API_PREFIX}/${recordPath(game, drawDate, roundNo)}`;
}
