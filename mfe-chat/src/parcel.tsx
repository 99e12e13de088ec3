/**
 * The chat remote's exposed entry (`chat/parcel`): the single-spa-react lifecycles the shell mounts as a
 * parcel with `RemoteProps` on /chat (ARCHITECTURE.md "Remotes and the shell").
 */
import { createRemoteParcel } from 'shared-ui/parcel';
import { ChatRoot } from './app/ChatRoot';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({
  Root: ChatRoot,
  crashTitleKey: 'chat.error',
  namespace: 'chat',
  crashTestId: 'chat-error',
});
