import { DraftsPanel } from '../../drafts';
import type { GamePadProps } from '../../number-pad';

/** The favourite tab: the player's saved number lists (drafts) of this game, to reuse in one tap. */
export function FavoriteTab({ game, state, update }: GamePadProps) {
  return <DraftsPanel game={game} state={state} update={update} />;
}
