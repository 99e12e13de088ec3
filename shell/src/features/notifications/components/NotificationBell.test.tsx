import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  AppError,
  DEFAULT_SYSTEM_STATUS,
  ErrorCode,
  type HttpClient,
  type NotificationItem,
  type RequestOptions,
} from 'shared-contracts';
import { createFakeLiveClient } from 'shared-contracts/testing';
import { NotificationBell } from './NotificationBell';
import { useLiveEvents } from '../../live';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { signInAs } from '../../../test-utils/player';

const item = (i: number, read = false): NotificationItem => ({
  uid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  tab: i % 2 ? 'reward' : 'transaction',
  kind: i % 2 ? 'PRIZE_WON' : 'DEPOSIT',
  params: { amount_satang: i * 100 },
  title: `เรื่องที่ ${i}`,
  body: `รายละเอียด ${i}`,
  created_at: '2026-05-02T03:00:00.000Z',
  read,
});

/** A notification api over `items` (newest first): pages by skip and limit, tab filter, read marks. */
function notificationApi(items: NotificationItem[], unread: { n: number }) {
  const calls: string[] = [];
  const api = {
    async get(path: string, opts?: RequestOptions) {
      calls.push(`GET ${path}${opts?.params ? ` ${opts.params.skip}/${opts.params.limit}` : ''}`);
      if (path === 'backoffice/system/status') return DEFAULT_SYSTEM_STATUS;
      if (path === 'remotes') return [];
      if (path === 'notification/unread-count') return unread.n;
      const tab = /^notification\/message\/(\w+)$/.exec(path)?.[1];
      if (!tab) throw new AppError(ErrorCode.NOT_FOUND, `no fake for ${path}`);
      const skip = Number(opts?.params?.skip ?? 0);
      const limit = Number(opts?.params?.limit ?? 10);
      const list = items.filter((n) => tab === 'all' || n.tab === tab);
      return { all_message: list.slice(skip, skip + limit) };
    },
    async put(path: string) {
      calls.push(`PUT ${path}`);
      const uid = path.replace('notification/read/', '');
      for (const n of items) if (uid === 'all' || n.uid === uid) n.read = true;
      unread.n = items.filter((n) => !n.read).length;
      return { unread_count: unread.n };
    },
  } as unknown as HttpClient;
  return { api, calls };
}

function LiveEvents() {
  useLiveEvents(0);
  return null;
}

function setup(items: NotificationItem[], unreadCount = items.filter((n) => !n.read).length, path = '/') {
  const unread = { n: unreadCount };
  const { api, calls } = notificationApi(items, unread);
  const live = createFakeLiveClient('C0001');
  const services = makeServices(api, undefined, { live });
  signInAs(services, 'C0001');
  const view = renderWithShell(
    <>
      <LiveEvents />
      <NotificationBell />
    </>,
    services,
    path,
  );
  return { services, live, calls, unread, view };
}

beforeEach(() => localStorage.clear());

describe('<NotificationBell>', () => {
  it('shows the unread count, capped at 99+, and grows when a notification arrives on the private channel', async () => {
    const { live, services, unread } = setup([], 98);
    const badge = await screen.findByTestId('notification-badge');
    expect(badge).toHaveTextContent('98');
    const received: string[] = [];
    services.bus.on('notification/received').subscribe((e) => received.push(e.uid));
    // the server stored it (the count it answers includes it), then pushed it
    const push = (uid: string) =>
      act(() => {
        unread.n += 1;
        live.receive('user.C0001', {
          type: 'notification/created',
          data: { uid, tab: 'reward', kind: 'PRIZE_WON', created_at: '2026-05-02T03:00:00.000Z' },
        });
      });
    await waitFor(() => expect(live.subscribed()).toContain('user.C0001'));
    push('a');
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('99'));
    push('b');
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('99+'));
    expect(screen.getByTestId('notification-badge')).toHaveAttribute('data-count', '100');
    expect(received).toEqual(['a', 'b']);
    // an announcement to everyone comes on the system channel
    act(() => {
      live.receive('system', {
        type: 'notification/created',
        data: { uid: 'c', tab: 'announcement', kind: 'ANNOUNCEMENT', created_at: '2026-05-02T03:00:00.000Z' },
      });
    });
    expect(received).toEqual(['a', 'b', 'c']);
  });

  it('lists 10 per fetch with "load more", filters by tab, marks one read on a tap and all read', async () => {
    const items = Array.from({ length: 13 }, (_, i) => item(13 - i));
    const { calls } = setup(items);
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('13');
    fireEvent.click(screen.getByTestId('notification-bell'));
    const panel = await screen.findByTestId('notification-panel');
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(10));
    expect(calls).toContain('GET notification/message/all 0/10');
    expect(within(panel).getAllByTestId('notification-item')[0]).toHaveTextContent('เรื่องที่ 13');
    fireEvent.click(within(panel).getByTestId('notification-load-more'));
    await waitFor(() => expect(within(panel).getAllByTestId('notification-item')).toHaveLength(13));
    expect(calls).toContain('GET notification/message/all 10/10');
    expect(within(panel).queryByTestId('notification-load-more')).toBeNull();

    // a tap marks it read: the badge takes the server's count
    fireEvent.click(within(panel).getAllByTestId('notification-item')[0]!);
    await waitFor(() => expect(screen.getByTestId('notification-badge')).toHaveTextContent('12'));
    expect(calls).toContain(`PUT notification/read/${items[0]!.uid}`);
    await waitFor(() =>
      expect(within(panel).getAllByTestId('notification-item')[0]).toHaveAttribute('data-read', 'true'),
    );

    fireEvent.click(within(panel).getByTestId('notification-tab-transaction'));
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('notification-item')
          .every((n) => n.dataset.kind === 'DEPOSIT'),
      ).toBe(true),
    );
    fireEvent.click(within(panel).getByTestId('notification-read-all'));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());
    expect(calls).toContain('PUT notification/read/all');
  });

  it('shows an empty list and logs the failure when the fetch fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { services } = setup([]);
    services.api.get = (async (path: string) => {
      if (path === 'notification/unread-count') return 0;
      throw new AppError(ErrorCode.SERVER_ERROR, 'boom');
    }) as HttpClient['get'];
    fireEvent.click(await screen.findByTestId('notification-bell'));
    expect(await screen.findByTestId('notification-empty')).toHaveTextContent('โหลดการแจ้งเตือนไม่สำเร็จ');
    expect(error).toHaveBeenCalledWith(
      '[shell] Failed to fetch messages. Please try again later.',
      'Unexpected service code: E10002 Message: boom',
    );
    error.mockRestore();
  });

  it('is hidden on /404 and /500', async () => {
    for (const path of ['/404', '/500']) {
      const { view } = setup([item(1)], 1, path);
      await act(async () => {});
      expect(screen.queryByTestId('notification-bell')).toBeNull();
      view.unmount();
    }
  });
});
