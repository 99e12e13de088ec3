import { callRoute, type BetKind, type FamousNumberData, type GameDef, type HttpClient } from 'shared-contracts';

/** `GET game/fe/famous-number/{CODE}?kind=`: the most-staked numbers of the open round for one kind. */
export function fetchFamousNumbers(api: HttpClient, game: GameDef, kind: BetKind): Promise<FamousNumberData> {
  return callRoute(api, 'GET /game/fe/famous-number/:game', { params: { game: game.code }, query: { kind } });
}
