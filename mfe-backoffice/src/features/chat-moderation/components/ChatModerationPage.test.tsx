import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, ErrorCode } from 'shared-contracts';
import { backofficeTexts } from '../../../i18n/th';
import { backofficeTextsEn } from '../../../i18n/en';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';

const TT = '17640000000000001';

/** A report as `GET backoffice/chat/reports` answers it (shared-contracts chatReportView). */
const report = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  timetoken: TT,
  channel: 'channel-public',
  reason: 'ABUSE',
  reporter: 'LT0000002',
  publisher: 'LT0000001',
  text: '<b>buy</b> now\nat spam.example',
  created_at: '2026-05-01T08:30:00Z',
  message_present: true,
  resolution: null,
  resolved_at: null,
  resolved_by: null,
  ...extra,
});

function renderChat(role: 'operator' | 'admin' | 'auditor', routes: FakeRoutes) {
  return renderSignedIn('/backoffice/chat', { id: '1', username: 'ops.one', role }, routes);
}

beforeEach(() => sessionStorage.clear());

describe('Chat moderation screen', () => {
  it('shows a reported message as text, deletes it after a confirm and dismisses another', async () => {
    let reports = [report('7'), report('8', { timetoken: '17640000000000002', text: 'hello', reason: 'SPAM' })];
    const ops = renderChat('operator', {
      'GET backoffice/chat/reports': () => reports,
      'GET backoffice/chat/bans': () => [],
      [`DELETE backoffice/chat/messages/${TT}`]: () => {
        reports = reports.filter((r) => r.id !== '7');
        return { timetoken: TT, channel: 'channel-public', publisher: 'LT0000001', text: 'x', reports_resolved: 1 };
      },
      'POST backoffice/chat/reports/8/dismiss': () => {
        const r = {
          ...reports[0]!,
          resolution: 'dismissed',
          resolved_at: '2026-05-01T09:00:00Z',
          resolved_by: 'ops.one',
        };
        reports = [];
        return r;
      },
    });
    const item = await screen.findByTestId('chat-report-7');
    // the text stays text: no markup is made from it
    expect(within(item).getByTestId('chat-report-text').textContent).toBe('<b>buy</b> now\nat spam.example');
    expect(item.querySelector('b')).toBeNull();
    expect(item).toHaveTextContent('LT0000002');
    expect(item).toHaveTextContent('LT0000001');
    expect(item).toHaveTextContent(backofficeTexts.backoffice.chat.reasons.ABUSE);
    expect(ops.calls.find((c) => c.path === 'backoffice/chat/reports')?.opts?.params).toEqual({
      status: 'open',
      limit: 100,
    });

    await userEvent.click(within(item).getByTestId('chat-delete'));
    const dialog = await screen.findByTestId('chat-delete-dialog');
    expect(ops.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByTestId('chat-delete-confirm'));
    await waitFor(() => expect(screen.queryByTestId('chat-report-7')).toBeNull());
    expect(screen.getByTestId('chat-done')).toHaveTextContent('1');

    await userEvent.click(within(screen.getByTestId('chat-report-8')).getByTestId('chat-dismiss'));
    await waitFor(() => expect(screen.queryByTestId('chat-report-8')).toBeNull());
    expect(ops.calls.some((c) => c.method === 'POST' && c.path === 'backoffice/chat/reports/8/dismiss')).toBe(true);
  });

  it('bans the author with minutes and a reason, shows the countdown and lifts the ban', async () => {
    const until = new Date(Date.now() + 90 * 60_000).toISOString();
    let bans: { customer_code: string; banned_until: string | null; reason: string | null }[] = [];
    let puts = 0;
    const ops = renderChat('operator', {
      'GET backoffice/chat/reports': () => [report('7')],
      'GET backoffice/chat/bans': () => bans,
      'PUT backoffice/chat/bans/LT0000001': (c) => {
        puts += 1;
        if (puts === 1) throw new AppError(ErrorCode.BAD_REQUEST, 'reason is at most 200 characters');
        const body = c.body as { reason: string };
        bans = [{ customer_code: 'LT0000001', banned_until: until, reason: body.reason }];
        return bans[0];
      },
      'DELETE backoffice/chat/bans/LT0000001': () => {
        const was = bans[0];
        bans = [];
        return was;
      },
    });
    const bansBox = await screen.findByTestId('chat-bans');
    await waitFor(() => expect(bansBox).toHaveTextContent(backofficeTexts.backoffice.common.empty));
    await userEvent.click(within(await screen.findByTestId('chat-report-7')).getByTestId('chat-ban'));
    const dialog = await screen.findByTestId('chat-ban-dialog');
    expect(within(dialog).getByTestId('chat-ban-confirm')).toBeDisabled(); // no reason yet
    await userEvent.clear(within(dialog).getByTestId('chat-ban-minutes'));
    await userEvent.type(within(dialog).getByTestId('chat-ban-minutes'), '90');
    await userEvent.type(within(dialog).getByTestId('chat-ban-reason'), ' spam links ');
    await userEvent.click(within(dialog).getByTestId('chat-ban-confirm'));
    expect(await within(dialog).findByTestId('chat-ban-error')).toHaveTextContent('reason is at most 200 characters');
    await userEvent.click(within(dialog).getByTestId('chat-ban-confirm'));
    await waitFor(() => expect(screen.queryByTestId('chat-ban-dialog')).toBeNull());
    expect(ops.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ minutes: 90, reason: 'spam links' });

    const ban = await screen.findByTestId('chat-ban-LT0000001');
    expect(within(ban).getByTestId('chat-ban-left')).toHaveTextContent(/01:(29|30):\d\d/);
    expect(ban).toHaveTextContent('spam links');
    await userEvent.click(within(ban).getByTestId('chat-lift'));
    await waitFor(() => expect(screen.queryByTestId('chat-ban-LT0000001')).toBeNull());
    expect(ops.calls.some((c) => c.method === 'DELETE' && c.path === 'backoffice/chat/bans/LT0000001')).toBe(true);
  });

  it('reads all reports with their resolution; an auditor reads without actions, in English too', async () => {
    const ops = renderChat('auditor', {
      'GET backoffice/chat/reports': (c) =>
        c.opts?.params?.status === 'all'
          ? [
              report('9', {
                resolution: 'deleted',
                resolved_by: 'ops.two',
                resolved_at: '2026-05-01T09:00:00Z',
                message_present: false,
              }),
            ]
          : [report('7')],
      'GET backoffice/chat/bans': () => [
        { customer_code: 'LT0000005', banned_until: new Date(Date.now() + 3_600_000).toISOString(), reason: 'abuse' },
      ],
    });
    expect(await screen.findByTestId('chat-read-only')).toBeInTheDocument();
    const item = await screen.findByTestId('chat-report-7');
    expect(within(item).queryByTestId('chat-delete')).toBeNull();
    expect(within(item).queryByTestId('chat-ban')).toBeNull();
    expect(within(await screen.findByTestId('chat-ban-LT0000005')).queryByTestId('chat-lift')).toBeNull();

    await userEvent.selectOptions(screen.getByTestId('chat-report-status'), 'all');
    expect(await screen.findByTestId('chat-report-9')).toHaveTextContent(
      backofficeTexts.backoffice.chat.resolution.deleted,
    );
    expect(ops.calls.some((c) => c.opts?.params?.status === 'all')).toBe(true);

    await userEvent.click(screen.getByTestId('lang-en'));
    expect(screen.getByTestId('nav-chat')).toHaveTextContent(backofficeTextsEn.backoffice.nav.chat);
    expect(screen.getByTestId('nav-chat')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('chat-report-9')).toHaveTextContent('Message deleted by ops.two');
  });
});
