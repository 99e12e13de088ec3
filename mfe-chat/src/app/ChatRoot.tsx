/**
 * The chat remote's root (ARCHITECTURE.md "Remotes and the shell"): the kit's `RemoteRoot` with this remote's
 * texts and its one screen, the community room, on every path under /chat.
 */
import type { RemoteProps } from 'shared-contracts';
import { RemoteRoot, Route, Routes } from 'shared-ui';
import { ChatRoom } from '../features/room/components/ChatRoom';
import { chatTexts } from '../i18n/th';

export function ChatRoot(props: RemoteProps) {
  return (
    <RemoteRoot remote={props} texts={chatTexts} namespace="chat">
      <Routes>
        <Route path="*" element={<ChatRoom />} />
      </Routes>
    </RemoteRoot>
  );
}
