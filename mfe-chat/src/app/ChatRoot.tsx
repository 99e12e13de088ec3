/**
 * The chat remote's root (ARCHITECTURE.md "Remotes and the shell"): the kit's `RemoteRoot` with this remote's
 * texts and its one screen, the community room, on every path under /chat.
 */
import { chatTexts, type RemoteProps } from 'shared-contracts';
import { RemoteRoot, Route, Routes } from 'shared-ui';
import { ChatRoom } from '../features/room/components/ChatRoom';

export function ChatRoot(props: RemoteProps) {
  return (
    <RemoteRoot remote={props} texts={chatTexts}>
      <Routes>
        <Route path="*" element={<ChatRoom />} />
      </Routes>
    </RemoteRoot>
  );
}
