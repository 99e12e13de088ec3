import type { GameDef } from 'shared-contracts';
import { DraftsPanel } from '../../drafts';
import type { GamePadState } from '../../number-pad';

/** The favourite tab: the player's saved number lists (drafts) of this game, to reuse in one tap. */
export function FavoriteTab({
  game,
  state,
  update,
}: {
  game: GameDef;
  state: GamePadState;
  update: (fn: (s: GamePadState) => GamePadState) => void;
}) {
  return <DraftsPanel game={game} state={state} update={update} />;
}
