/**
 * The mini-games remote's exposed entry (`minigames/parcel`): the single-spa-react lifecycles the shell
 * mounts as a parcel with `RemoteProps` on /minigame (ARCHITECTURE.md "Remotes and the shell").
 */
import { createRemoteParcel } from 'shared-ui/parcel';
import { MiniGamesRoot } from './app/MiniGamesRoot';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({
  Root: MiniGamesRoot,
  crashTitleKey: 'minigames.error',
  namespace: 'minigames',
  crashTestId: 'minigames-error',
});
