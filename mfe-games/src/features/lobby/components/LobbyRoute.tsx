import { useParams } from 'shared-ui';
import { gameByRoute } from 'shared-contracts';
import { yeekeeLobby } from '../../yeekee';
import { ComingSoonPanel } from './ComingSoonPanel';
import { GameLobby } from './GameLobby';
import { NotFoundPanel } from './NotFoundPanel';

/**
 * `/gamelobby/:slug`: the catalogue entry decides; unknown → not found, not playable yet → opening soon; a yeekee
 * game gets the lobby with its shooting and results by round.
 */
export function LobbyRoute() {
  const { slug = '' } = useParams();
  const game = gameByRoute(`/gamelobby/${slug}`);
  if (!game) return <NotFoundPanel />;
  if (!game.playable) return <ComingSoonPanel game={game} />;
  const family = game.resultStrategy === 'YEEKEE' ? yeekeeLobby : undefined;
  return <GameLobby key={game.slug} game={game} family={family} />;
}
