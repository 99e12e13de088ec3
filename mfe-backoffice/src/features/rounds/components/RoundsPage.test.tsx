import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppError, ErrorCode } from 'shared-contracts';
import type { ResultEntry } from '../api/rounds-api';
import { backofficeTexts } from '../../../i18n/th';
import { renderSignedIn, type FakeRoutes } from '../../../test/render-console';

const round = (id: string, draw_date: string, state = 'open') => ({
  round_id: id,
  game_code: 'GLO',
  draw_date,
  state,
  open_at: '2026-04-17T08:00:00.000Z',
  close_at: new Date(Date.now() + 3_600_000 + 5_000).toISOString(),
  result_at: null,
  result_expected_at: new Date(Date.now() + 7_200_000).toISOString(),
  closed_early: null,
  bet_count: 2,
  total_stake: 80,
});

function renderRounds(routes: FakeRoutes) {
  return renderSignedIn('/backoffice/rounds', { id: '2', username: 'checker', role: 'operator' }, routes);
}

beforeEach(() => sessionStorage.clear());

describe('Rounds screen', () => {
  it('lists rounds with a countdown, filters by date and state, and voids with a reason', async () => {
    const ops = renderRounds({
      'GET backoffice/rounds': () => [round('1', '2026-05-02'), round('2', '2026-05-16', 'scheduled')],
      'POST backoffice/rounds/1/void': () => ({
        round_id: '1',
        slips_refunded: 2,
        total_refund: 80,
        void: { reason: 'wrong draw', voided_at: '2026-05-01T00:00:00Z', voided_by: '2' },
      }),
    });
    const first = await screen.findByTestId('round-1');
    expect(within(first).getByTestId('round-countdown')).toHaveTextContent(/ปิดในอีก 01:00:0\d/);
    expect(screen.getByTestId('round-2')).toBeInTheDocument();

    await userEvent.type(screen.getByTestId('rounds-date'), '2026-05-02');
    expect(screen.queryByTestId('round-2')).toBeNull();

    await userEvent.selectOptions(screen.getByTestId('rounds-state'), 'open');
    await waitFor(() =>
      expect(ops.calls.some((c) => c.path === 'backoffice/rounds' && c.opts?.params?.status === 'open')).toBe(true),
    );

    await userEvent.click(within(await screen.findByTestId('round-1')).getByTestId('round-void'));
    const dialog = await screen.findByTestId('void-dialog');
    expect(within(dialog).getByTestId('void-submit')).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId('void-reason'), 'wrong draw');
    await userEvent.click(within(dialog).getByTestId('void-submit'));
    await waitFor(() =>
      expect(ops.calls.find((c) => c.path === 'backoffice/rounds/1/void')?.body).toEqual({ reason: 'wrong draw' }),
    );
  });

  it("confirms a pending result, and shows the API's maker-checker refusal", async () => {
    let confirms = 0;
    const ops = renderRounds({
      'GET backoffice/rounds': () => [round('7', '2026-05-02', 'closed')],
      'GET backoffice/rounds/7/result': (): ResultEntry => ({
        round_id: '7',
        game_code: 'UG',
        draw_date: '2026-05-02',
        round_type: 'FULLDAY',
        state: 'closed',
        status: 'PENDING',
        official_source: null,
        // the checker's view: the API hides a pending entry's values from everyone but its maker
        entry: {
          raw: null,
          digits: null,
          revision: 1,
          entered_by: 'maker',
          entered_at: '2026-05-02T09:00:00Z',
          confirmed_by: null,
          confirmed_at: null,
        },
      }),
      'POST backoffice/rounds/7/result/confirm': () => {
        confirms += 1;
        if (confirms === 1)
          throw new AppError(ErrorCode.FORBIDDEN, 'the result must be confirmed by a different operator');
        return { round_id: '7', lines_settled: 10, lines_won: 3, total_payout: 900 };
      },
    });
    await userEvent.click(within(await screen.findByTestId('round-7')).getByTestId('round-result-toggle'));
    expect(await screen.findByTestId('result-status')).toHaveTextContent(
      backofficeTexts.backoffice.rounds.resultStatus.PENDING,
    );
    const raw = screen.getByTestId('confirm-raw');
    await userEvent.click(raw);
    await userEvent.paste('{"number":"1234"}');
    await userEvent.click(screen.getByTestId('result-confirm'));
    expect(await screen.findByTestId('result-confirm-error')).toHaveTextContent(
      backofficeTexts.backoffice.common.forbidden,
    );
    await userEvent.click(screen.getByTestId('result-confirm'));
    expect(await screen.findByTestId('result-settled')).toHaveTextContent('3');
    expect(ops.calls.filter((c) => c.path === 'backoffice/rounds/7/result/confirm').map((c) => c.body)).toEqual([
      { number: '1234' },
      { number: '1234' },
    ]);
  });
  it('asks for a reason before closing a round early, and flags a round closed early with who and why', async () => {
    const t = backofficeTexts.backoffice.rounds;
    let closed = false;
    const early = {
      ...round('5', '2026-05-02', 'closed'),
      closed_early: { by: 'maker', at: '2026-05-02T03:00:00Z', reason: 'ตลาดปิดเร็ว' },
    };
    const ops = renderRounds({
      'GET backoffice/rounds': () => [closed ? early : round('5', '2026-05-02')],
      'POST backoffice/rounds/5/close': () => {
        closed = true;
        return early;
      },
    });
    await userEvent.click(within(await screen.findByTestId('round-5')).getByTestId('round-close'));
    const dialog = await screen.findByTestId('close-dialog');
    expect(dialog).toHaveTextContent(t.closeBody);
    expect(within(dialog).getByTestId('close-submit')).toBeDisabled();
    expect(ops.calls.some((c) => c.path.endsWith('/close'))).toBe(false);
    await userEvent.type(within(dialog).getByTestId('close-reason'), '  ตลาดปิดเร็ว ');
    await userEvent.click(within(dialog).getByTestId('close-submit'));
    await waitFor(() =>
      expect(ops.calls.find((c) => c.path === 'backoffice/rounds/5/close')?.body).toEqual({ reason: 'ตลาดปิดเร็ว' }),
    );
    const card = screen.getByTestId('round-5');
    expect(await within(card).findByTestId('round-closed-early')).toHaveTextContent(t.closedEarly);
    expect(within(card).getByTestId('round-closed-early-by')).toHaveTextContent(/maker.*ตลาดปิดเร็ว/);
    expect(screen.queryByTestId('close-dialog')).toBeNull();
  });
});
