import type { ReactNode } from 'react';
import type { GameDef } from 'shared-contracts';
import type { LobbyTab } from '../number-pad';
import { ResultsTab } from './components/ResultsTab';
import { ShootTab } from './components/ShootTab';

/**
 * What yeekee adds to the draw-game lobby (docs/game-rules.md "Yeekee"): a shoot tab (the shoot pad and the live
 * shot feed) after the bet tab, and results by round with their verify view as its winning-number tab. Bets,
 * slips, drafts and favourites are the lobby's own, through the catalogue's `yeekee/.../normal` routes.
 */
export const yeekeeLobby = {
  tabs: ['game', 'shoot', 'history', 'winning', 'howto', 'favorite'] as readonly LobbyTab[],
  renderTab(tab: LobbyTab, game: GameDef): ReactNode | undefined {
    if (tab === 'shoot') return <ShootTab game={game} />;
    if (tab === 'winning') return <ResultsTab game={game} />;
    return undefined;
  },
};
