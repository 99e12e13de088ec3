import { useParams } from 'react-router-dom';
import { gameByRoute } from 'shared-contracts';
import { ComingSoonPanel } from './ComingSoonPanel';
import { GameLobby } from './GameLobby';
import { NotFoundPanel } from './NotFoundPanel';

/** `/gamelobby/:slug`: the catalogue entry decides; unknown → not found, not playable yet → opening soon. */
export function LobbyRoute() {
  const { slug = '' } = useParams();
  const game = gameByRoute(`/gamelobby/${slug}`);
  if (!game) return <NotFoundPanel />;
  if (!game.playable) return <ComingSoonPanel game={game} />;
  return <GameLobby key={game.slug} game={game} />;
}
