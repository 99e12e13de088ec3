/** The catalogue grouped for the home lobby, in a fixed order of groups (docs/product.md "Screens and routes"). */
import { GAMES, type GameDef, type LobbyGroup } from 'shared-contracts';

export const LOBBY_GROUP_ORDER: readonly LobbyGroup[] = [
  'underground',
  'lottery',
  'yeekee',
  'stock',
  'lotto-set',
  'minigame',
];

export function groupGames(games: readonly GameDef[] = GAMES): { group: LobbyGroup; games: GameDef[] }[] {
  return LOBBY_GROUP_ORDER.map((group) => ({ group, games: games.filter((g) => g.group === group) })).filter(
    (g) => g.games.length > 0,
  );
}
