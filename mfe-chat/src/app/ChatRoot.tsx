/**
 * The chat remote's root (ARCHITECTURE.md "Remotes and the shell"): the kit's `RemoteRoot` with this
 * remote's texts and its one screen, the "opening soon" room, on every path under /chat.
 */
import { Route, Routes } from 'react-router-dom';
import { chatTexts, type RemoteProps } from 'shared-contracts';
import { RemoteRoot, useRemote, useSession } from 'shared-ui';
import { ChatComingSoon } from '../features/coming-soon/components/ChatComingSoon';

/** The room for the shell's current session. */
function ChatScreen() {
  const { navigate } = useRemote();
  const session = useSession();
  return <ChatComingSoon loggedIn={session.status === 'authenticated'} navigate={navigate} />;
}

export function ChatRoot(props: RemoteProps) {
  return (
    <RemoteRoot remote={props} texts={chatTexts}>
      <Routes>
        <Route path="*" element={<ChatScreen />} />
      </Routes>
    </RemoteRoot>
  );
}
