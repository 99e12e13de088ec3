/**
 * The community room with the in-memory live client (shared-contracts/testing `createFakeLiveClient`): history
 * paging, the temporary message and its replacement, refusals (community rules, revoked token, ban), reactions
 * (toggle, "Action Already Added", live counts, unknown messages), the ban countdown, text that stays text,
 * big-win cards, deletions, visitors, and the unread count on the bus.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  CHAT_LAST_READ_COOKIE,
  LIVE_CHANNELS,
  LIVE_MESSAGE_MAX_CHARS,
  liveUserChannel,
  type ChatProfileData,
  type LiveActionEvent,
  type LiveListener,
} from 'shared-contracts';
import { createFakeHttpClient, createFakeLiveClient, type FakeLiveClient } from 'shared-contracts/testing';
import { renderRemote } from 'shared-ui/testing';
import { ChatRoot } from '../../../app/ChatRoot';
import { chatTexts } from '../../../i18n/th';

const PUBLIC = LIVE_CHANNELS.public;
const texts = chatTexts.chat;
const OTHER = 'TL12345678';

function profile(bannedUntil: string | null = null): ChatProfileData {
  return {
    user_uid: 'C0001',
    display_name: 'C***',
    is_banned: bannedUntil !== null,
    banned_until: bannedUntil,
    count_down: bannedUntil ? Math.ceil((Date.parse(bannedUntil) - Date.now()) / 1000) : 0,
  };
}

/** The room for the logged-in player C0001 (or a visitor), over `live`. */
function openRoom(
  live: FakeLiveClient,
  opts: { visitor?: boolean; bannedUntil?: string | null; profile?: () => ChatProfileData } = {},
) {
  const http = createFakeHttpClient({
    'GET chat/profile': () => (opts.profile ? opts.profile() : profile(opts.bannedUntil ?? null)),
    'POST chat/reports': (c) => ({ id: '1', ...(c.body as object), created_at: new Date().toISOString() }),
  });
  return { ...renderRemote(ChatRoot, { basename: '/chat', api: http.api, live, visitor: opts.visitor }), http };
}

const bubbles = () => screen.queryAllByTestId('chat-message');
const textsShown = () => screen.queryAllByTestId('chat-message-text').map((b) => b.textContent);

/** A fake whose subscribe listeners the test can reach (another player's reactions). */
function withListeners(live: FakeLiveClient) {
  const listeners: LiveListener[] = [];
  const subscribe = live.subscribe.bind(live);
  live.subscribe = (channels, listener) => {
    if (channels.includes(PUBLIC)) listeners.push(listener);
    return subscribe(channels, listener);
  };
  return (e: LiveActionEvent) => listeners.forEach((l) => l.action?.(e));
}

beforeEach(() => {
  document.cookie = `${CHAT_LAST_READ_COOKIE}=; max-age=0; path=/`;
});

describe('<ChatRoom>', () => {
  it('opens on the last 25 messages, newest at the bottom, and pages older ones on demand', async () => {
    const live = createFakeLiveClient('C0001');
    for (let i = 1; i <= 30; i++) live.receive(PUBLIC, { text: `ข้อความที่ ${i}` }, { publisher: OTHER });
    openRoom(live);
    await waitFor(() => expect(bubbles()).toHaveLength(25));
    expect(textsShown()[0]).toBe('ข้อความที่ 6');
    expect(textsShown()[24]).toBe('ข้อความที่ 30');
    fireEvent.click(screen.getByTestId('chat-load-older'));
    await waitFor(() => expect(bubbles()).toHaveLength(30));
    expect(textsShown()[0]).toBe('ข้อความที่ 1');
    expect(screen.queryByTestId('chat-load-older')).toBeNull();
  });

  it('loads older messages when the player scrolls to the top', async () => {
    const live = createFakeLiveClient('C0001');
    for (let i = 1; i <= 27; i++) live.receive(PUBLIC, { text: `m${i}` }, { publisher: OTHER });
    openRoom(live);
    await waitFor(() => expect(bubbles()).toHaveLength(25));
    fireEvent.scroll(screen.getByTestId('chat-messages'));
    await waitFor(() => expect(bubbles()).toHaveLength(27));
  });

  it("names a sender by the display name the server put in the message's meta", async () => {
    const live = createFakeLiveClient('C0001');
    live.receive(PUBLIC, { text: 'สวัสดี' }, { publisher: OTHER, meta: { displayName: 'เซียนหวย' } });
    openRoom(live);
    await waitFor(() => expect(textsShown()).toEqual(['สวัสดี']));
    expect(within(bubbles()[0]!).getByText('เซียนหวย')).toBeInTheDocument();
    expect(screen.queryByText('TL****5678')).toBeNull();
  });

  it('names senders by their masked customer code, in Bangkok time, and renders markup as plain text', async () => {
    const live = createFakeLiveClient('C0001');
    const payload = '<img src=x onerror=alert(1)>';
    live.receive(PUBLIC, { text: payload }, { publisher: OTHER });
    const { container } = openRoom(live);
    await waitFor(() => expect(textsShown()).toEqual([payload]));
    expect(screen.getByText('TL****5678')).toBeInTheDocument();
    expect(container.ownerDocument.body.textContent).not.toContain(OTHER);
    expect(document.querySelector('img')).toBeNull();
    expect(within(bubbles()[0]!).getByText(/^\d{2}:\d{2}$/)).toBeInTheDocument();
  });

  it('shows a sent message at once as temporary, then replaces it with the stored one', async () => {
    const live = createFakeLiveClient('C0001');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const publish = live.publish.bind(live);
    live.publish = async (...args) => {
      await gate;
      return publish(...args);
    };
    openRoom(live);
    await screen.findByTestId('chat-empty');
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'สวัสดีครับ ทุกคน' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(bubbles()).toHaveLength(1);
    expect(bubbles()[0]).toHaveAttribute('data-pending', 'true');
    expect(screen.getByTestId('chat-input')).toHaveValue('');
    await act(async () => release());
    await waitFor(() => expect(bubbles()[0]).toHaveAttribute('data-pending', 'false'));
    expect(bubbles()).toHaveLength(1);
    const stored = live.channels.get(PUBLIC)![0]!;
    expect(bubbles()[0]).toHaveAttribute('data-timetoken', stored.timetoken);
    expect(stored.message).toEqual({ text: 'สวัสดีครับ ทุกคน' });
    expect(stored.meta).toEqual({ client_id: expect.any(String) });
  });

  it('removes a message refused with 403 and shows the community-rules text', async () => {
    const live = createFakeLiveClient('C0001');
    openRoom(live);
    await screen.findByTestId('chat-empty');
    live.refuseNext('the message breaks the community rules: links are not allowed', 403);
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'เข้าเว็บ luckybet.com' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ข้อความของคุณขัดต่อข้อกำหนดชุมชนของเรา เช่น ใช้คำไม่สุภาพ, โฆษณา ฯลฯ',
    );
    expect(bubbles()).toHaveLength(0);
  });

  it('only logs "Token is revoked" and removes the temporary message', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const live = createFakeLiveClient('C0001');
    openRoom(live);
    await screen.findByTestId('chat-empty');
    live.refuseNext('Token is revoked', 403);
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'ข้อความ' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringMatching(/revoked/), expect.anything()));
    expect(bubbles()).toHaveLength(0);
    expect(screen.queryByTestId('chat-notice')).toBeNull();
    warn.mockRestore();
  });

  it('counts characters and refuses a text over the limit', async () => {
    openRoom(createFakeLiveClient('C0001'));
    await screen.findByTestId('chat-empty');
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'ก'.repeat(LIVE_MESSAGE_MAX_CHARS) } });
    expect(screen.getByTestId('chat-counter')).toHaveTextContent(`${LIVE_MESSAGE_MAX_CHARS}/${LIVE_MESSAGE_MAX_CHARS}`);
    expect(screen.getByTestId('chat-send')).toBeEnabled();
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'ก'.repeat(LIVE_MESSAGE_MAX_CHARS + 1) } });
    expect(screen.getByTestId('chat-send')).toBeDisabled();
    expect(screen.getByTestId('chat-input')).toHaveAttribute('aria-invalid', 'true');
  });

  it('toggles a reaction, counts others’ live, ignores reactions on unknown messages', async () => {
    const live = createFakeLiveClient('C0001');
    const act$ = withListeners(live);
    const m = live.receive(PUBLIC, { text: 'เลขเด็ด 77' }, { publisher: OTHER });
    openRoom(live);
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('chat-react-open'));
    fireEvent.click(within(screen.getByTestId('chat-reaction-palette')).getByRole('button', { name: '👍' }));
    const pill = await screen.findByRole('button', { name: 'ส่ง 👍 (1)' });
    expect(pill).toHaveAttribute('aria-pressed', 'true');
    act(() =>
      act$({
        channel: PUBLIC,
        event: 'added',
        type: 'reaction',
        value: '👍',
        messageTimetoken: m.timetoken,
        actionTimetoken: '17000000000009999',
        uuid: 'TL99990000',
      }),
    );
    expect(screen.getByRole('button', { name: 'ส่ง 👍 (2)' })).toBeInTheDocument();
    // a reaction on a message the room does not hold changes nothing
    act(() =>
      act$({
        channel: PUBLIC,
        event: 'added',
        type: 'reaction',
        value: '❤️',
        messageTimetoken: '17000000000000001',
        actionTimetoken: '17000000000009998',
        uuid: 'TL99990000',
      }),
    );
    expect(screen.getAllByTestId('chat-reactions')).toHaveLength(1);
    // tapping the pill again removes the player's own reaction
    fireEvent.click(screen.getByRole('button', { name: 'ส่ง 👍 (2)' }));
    const after = await screen.findByRole('button', { name: 'ส่ง 👍 (1)' });
    expect(after).toHaveAttribute('aria-pressed', 'false');
    expect(live.channels.get(PUBLIC)![0]!.actions!.reaction!['👍']).toBeUndefined();
  });

  it('removes the player’s reaction when the gateway answers "Action Already Added"', async () => {
    const live = createFakeLiveClient('C0001');
    const m = live.receive(PUBLIC, { text: 'ถูกแล้ว!' }, { publisher: OTHER });
    openRoom(live);
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    // added from another tab: this room never heard of it
    m.actions = { reaction: { '🎉': [{ uuid: 'C0001', actionTimetoken: '17000000000005555' }] } };
    fireEvent.click(screen.getByTestId('chat-react-open'));
    fireEvent.click(within(screen.getByTestId('chat-reaction-palette')).getByRole('button', { name: '🎉' }));
    await waitFor(() => expect(m.actions!.reaction!['🎉']).toBeUndefined());
  });

  it('counts a ban down and switches the composer off until it ends', async () => {
    jest.useFakeTimers({ now: new Date('2026-05-02T10:00:00+07:00'), doNotFake: ['queueMicrotask'] });
    try {
      const until = new Date(Date.now() + 90_000).toISOString();
      openRoom(createFakeLiveClient('C0001'), { bannedUntil: until });
      expect(await screen.findByTestId('chat-ban-countdown')).toHaveTextContent('ถูกระงับการแชทอีก 01:30');
      expect(screen.queryByTestId('chat-input')).toBeNull();
      act(() => jest.advanceTimersByTime(31_000));
      expect(screen.getByTestId('chat-ban-countdown')).toHaveTextContent('ถูกระงับการแชทอีก 00:59');
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.queryByTestId('chat-ban')).toBeNull();
      expect(screen.getByTestId('chat-input')).toBeEnabled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts the countdown when a write is refused as banned, or when ops’ notice arrives', async () => {
    const live = createFakeLiveClient('C0001');
    let until: string | null = null;
    openRoom(live, { profile: () => profile(until) });
    await screen.findByTestId('chat-empty');
    // banned by ops a moment ago: the room learns it from the refusal, and the profile says how long
    until = new Date(Date.now() + 10 * 60_000).toISOString();
    live.refuseNext(`banned from chat until ${until}: reading only`, 403);
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: 'ขอส่ง' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(await screen.findByTestId('chat-ban-countdown')).toHaveTextContent(/ถูกระงับการแชทอีก (10:00|09:59)/);
    expect(bubbles()).toHaveLength(0);
    act(
      () =>
        void live.receive(liveUserChannel('C0001'), {
          type: 'chat/ban-changed',
          data: { banned_until: null, count_down: 0 },
        }),
    );
    expect(await screen.findByTestId('chat-input')).toBeInTheDocument();
    // ops ban again: the notice carries the server's seconds left, whatever the device's clock says
    act(
      () =>
        void live.receive(liveUserChannel('C0001'), {
          type: 'chat/ban-changed',
          data: { banned_until: '2000-01-01T00:02:00.000Z', count_down: 120 },
        }),
    );
    expect(await screen.findByTestId('chat-ban-countdown')).toHaveTextContent(/ถูกระงับการแชทอีก (02:00|01:59)/);
  });

  it('shows big wins as a card and drops a message ops deleted', async () => {
    const live = createFakeLiveClient('C0001');
    const m = live.receive(PUBLIC, { text: 'ข้อความไม่เหมาะสม' }, { publisher: OTHER });
    openRoom(live);
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    act(
      () =>
        void live.receive(PUBLIC, {
          type: 'chat/big-win',
          data: { game_code: 'UG', amount: '18000.00', customer: 'TL****5678' },
        }),
    );
    const card = await screen.findByTestId('chat-big-win');
    expect(card).toHaveTextContent('18,000.00 บาท');
    expect(card).toHaveTextContent('หวยรัฐบาลไทย');
    expect(card).toHaveTextContent('TL****5678');
    act(() => void live.receive(PUBLIC, { type: 'chat/message-deleted', data: { timetoken: m.timetoken } }));
    await waitFor(() => expect(bubbles()).toHaveLength(0));
    // other server messages are not shown
    act(() => void live.receive(PUBLIC, { type: 'something/else', data: {} }));
    expect(bubbles()).toHaveLength(0);
  });

  it('lets a visitor read and asks them to log in to write', async () => {
    const live = createFakeLiveClient(null);
    live.receive(PUBLIC, { text: 'สวัสดี' }, { publisher: OTHER });
    const { events } = openRoom(live, { visitor: true });
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(screen.queryByTestId('chat-input')).toBeNull();
    expect(screen.queryByTestId('chat-react-open')).toBeNull();
    expect(screen.getByTestId('chat-login-bar')).toHaveTextContent(texts.loginToChat);
    fireEvent.click(screen.getByTestId('chat-login'));
    expect(events).toContainEqual({ type: 'auth/login-requested', returnTo: '/chat' });
    expect(events.some((e) => e.type === 'chat/unread-changed')).toBe(false);
  });

  it('publishes the unread count: the messages since the last read, then 0 once the room shows them', async () => {
    const live = createFakeLiveClient('C0001');
    const first = live.receive(PUBLIC, { text: 'อ่านแล้ว' }, { publisher: OTHER });
    document.cookie = `${CHAT_LAST_READ_COOKIE}=${first.timetoken}; path=/`;
    live.receive(PUBLIC, { text: 'ใหม่ 1' }, { publisher: OTHER });
    const newest = live.receive(PUBLIC, { text: 'ใหม่ 2' }, { publisher: OTHER });
    // the history answers after the count, as a slow network would
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const history = live.history.bind(live);
    live.history = (async (channel: string, opts: { count: number; before?: string }) => {
      await gate;
      return history(channel, opts);
    }) as typeof live.history;
    const { events } = openRoom(live);
    const unread = () => events.filter((e) => e.type === 'chat/unread-changed');
    await waitFor(() => expect(unread()).toEqual([{ type: 'chat/unread-changed', count: 2 }]));
    await act(async () => release());
    await waitFor(() => expect(unread()[unread().length - 1]).toEqual({ type: 'chat/unread-changed', count: 0 }));
    expect(document.cookie).toContain(`${CHAT_LAST_READ_COOKIE}=${newest.timetoken}`);

    // reading older messages: new ones from others count, and a pill leads down to them
    const list = screen.getByTestId('chat-messages');
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 300 });
    list.scrollTop = 300;
    fireEvent.scroll(list);
    act(() => void live.receive(PUBLIC, { text: 'ใหม่ 3' }, { publisher: OTHER }));
    await waitFor(() => expect(unread()[unread().length - 1]).toEqual({ type: 'chat/unread-changed', count: 1 }));
    fireEvent.click(screen.getByTestId('chat-new-messages'));
    await waitFor(() => expect(unread()[unread().length - 1]).toEqual({ type: 'chat/unread-changed', count: 0 }));
  });

  it('reports a message once, from its reaction palette', async () => {
    const live = createFakeLiveClient('C0001');
    const m = live.receive(PUBLIC, { text: 'ข้อความสแปม' }, { publisher: OTHER });
    const { http } = openRoom(live);
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    fireEvent.click(screen.getByTestId('chat-react-open'));
    fireEvent.click(screen.getByTestId('chat-report-open'));
    const dialog = screen.getByTestId('chat-report-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: texts.reportReason.SPAM }));
    fireEvent.click(screen.getByTestId('chat-report-send'));
    expect(await screen.findByTestId('chat-notice')).toHaveTextContent(texts.reported);
    expect(http.calls.find((c) => c.path === 'chat/reports')?.body).toEqual({ timetoken: m.timetoken, reason: 'SPAM' });
  });
});
