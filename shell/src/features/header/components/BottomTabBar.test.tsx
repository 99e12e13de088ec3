import { act, screen, waitFor } from '@testing-library/react';
import { DEFAULT_SYSTEM_STATUS, LIVE_CHANNELS } from 'shared-contracts';
import { writeChatLastRead } from 'shared-contracts/browser';
import type { FakeLiveClient } from 'shared-contracts/testing';
import { BottomTabBar } from './BottomTabBar';
import { fakeApi } from '../../../test-utils/fake-api';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { signInAs } from '../../../test-utils/player';

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'chat_last_read=; max-age=0; path=/';
});

describe('<BottomTabBar>', () => {
  it("shows the chat remote's unread count on the chat tab, capped at 99+, and none for a visitor", () => {
    const services = makeServices(fakeApi({ 'GET backoffice/system/status': DEFAULT_SYSTEM_STATUS }).api);
    renderWithShell(<BottomTabBar />, services);
    act(() => services.bus.publish({ type: 'chat/unread-changed', count: 4 }));
    expect(screen.queryByTestId('chat-unread-badge')).toBeNull(); // a visitor has no chat

    act(() => signInAs(services, 'C0001'));
    expect(screen.queryByTestId('chat-unread-badge')).toBeNull(); // nothing announced in this session yet
    act(() => services.bus.publish({ type: 'chat/unread-changed', count: 7 }));
    expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('7');
    act(() => services.bus.publish({ type: 'chat/unread-changed', count: 150 }));
    expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('99+');
    act(() => services.bus.publish({ type: 'chat/unread-changed', count: 0 }));
    expect(screen.queryByTestId('chat-unread-badge')).toBeNull();
  });

  it('counts the room on every page: messages after the last-read cookie, new ones live, recounted when the cookie moves', async () => {
    const services = makeServices(fakeApi({ 'GET backoffice/system/status': DEFAULT_SYSTEM_STATUS }).api);
    const live = services.live as FakeLiveClient;
    const older = live.receive(LIVE_CHANNELS.public, { text: 'อ่านแล้ว' }, { publisher: 'C0002' });
    live.receive(LIVE_CHANNELS.public, { text: 'ยังไม่อ่าน' }, { publisher: 'C0002' });
    writeChatLastRead(older.timetoken);
    renderWithShell(<BottomTabBar />, services);
    act(() => signInAs(services, 'C0001'));
    expect(await screen.findByTestId('chat-unread-badge')).toHaveTextContent('1');

    act(() => void live.receive(LIVE_CHANNELS.public, { text: 'ข้อความใหม่' }, { publisher: 'C0003' }));
    expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('2');

    // the chat remote (elsewhere) marks everything read: the shell sees the cookie move and recounts
    const newest = [...live.channels.get(LIVE_CHANNELS.public)!].pop()!;
    writeChatLastRead(newest.timetoken);
    await waitFor(() => expect(screen.queryByTestId('chat-unread-badge')).toBeNull(), { timeout: 2_000 });
  });
});
