/**
 * The wallet remote's exposed entry (`wallet/parcel`): the single-spa-react lifecycles the shell mounts as a
 * parcel with `RemoteProps` on /wallet and /underground/success (ARCHITECTURE.md "Remotes and the shell").
 */
import { createRemoteParcel } from 'shared-ui/parcel';
import { WalletRoot } from './app/WalletRoot';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({
  Root: WalletRoot,
  crashTitleKey: 'wallet.crashed',
  namespace: 'wallet',
  crashTestId: 'wallet-crashed',
});
