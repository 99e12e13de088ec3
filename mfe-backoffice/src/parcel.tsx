/**
 * The ops console's exposed entry (`backoffice/parcel`): the single-spa-react lifecycles the shell mounts as a
 * parcel with `RemoteProps` on /backoffice (ARCHITECTURE.md "Remotes and the shell").
 */
import { createRemoteParcel } from 'shared-ui/parcel';
import { BackofficeRoot } from './app/BackofficeRoot';
import { BACKOFFICE_NAMESPACE } from './i18n';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({
  Root: BackofficeRoot,
  crashTitleKey: 'backoffice.error',
  namespace: BACKOFFICE_NAMESPACE,
  crashTestId: 'backoffice-error',
});
