import type { BetKind, FamousNumberData, GameDef, HttpClient } from 'shared-contracts';

/** `GET game/fe/famous-number/{CODE}?kind=`: the most-staked numbers of the open round for one kind. */
export function fetchFamousNumbers(api: HttpClient, game: GameDef, kind: BetKind): Promise<FamousNumberData> {
  return api.get<FamousNumberData>(`game/fe/famous-number/${game.code}`, { params: { kind } });
}
