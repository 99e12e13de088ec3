/**
 * The games remote's exposed entry (`games/parcel`): the single-spa-react lifecycles the shell mounts as a
 * parcel with `RemoteProps` (ARCHITECTURE.md "Remotes and the shell").
 */
import { createRemoteParcel } from 'shared-ui/parcel';
import { GamesRoot } from './app/GamesRoot';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({
  Root: GamesRoot,
  crashTitleKey: 'lobby.crashed',
  namespace: 'games',
  crashTestId: 'games-crashed',
});
