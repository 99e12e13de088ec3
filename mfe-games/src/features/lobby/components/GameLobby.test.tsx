import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, gameByCode } from 'shared-contracts';
import { gamesTexts } from '../../../i18n/th';
import { renderInRemote } from 'shared-ui/testing';
import { numberPadStore } from '../../number-pad';
import { apiError, createFakeHttpClient } from 'shared-contracts/testing';
import { openRound, slip } from '../../../test/fixtures';
import { renderGames } from '../../../test/render-games';
import { ComingSoonPanel } from './ComingSoonPanel';

const ROUND = 'GET underground/current-round/thai';
const BET = 'POST underground/bet/thai';

const click = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const typeOnPad = (digits: string) => [...digits].forEach((d) => click(`numpad-${d}`));
const lines = () => within(screen.getByTestId('lines-list')).queryAllByTestId('line-item');

beforeEach(() => numberPadStore.reset());

async function openLobby(extra: Parameters<typeof createFakeHttpClient>[0] = {}, opts: { visitor?: boolean } = {}) {
  const fake = createFakeHttpClient({ [ROUND]: () => openRound(), ...extra });
  const r = renderGames({ api: fake.api, visitor: opts.visitor });
  await waitFor(() => expect(screen.getByTestId('round-status')).toHaveAttribute('data-status', 'opened'));
  return { ...fake, ...r };
}

/** Adds THREE_TOP+THREE_TOD on 123 and TWO_BOTTOM on 45, then goes to the price step. */
function fillThreeLines() {
  click('kind-THREE_TOP');
  click('kind-THREE_TOD');
  typeOnPad('123');
  click('add-number');
  click('kind-TWO_BOTTOM');
  typeOnPad('45');
  click('add-number');
}

describe('GameLobby (underground)', () => {
  it('shows the Thai name, the Buddhist-era draw date, the status and a live countdown', async () => {
    await openLobby();
    expect(screen.getByTestId('lobby-title')).toHaveTextContent('หวยรัฐบาลไทย');
    expect(screen.getByTestId('draw-date')).toHaveTextContent('16 ธันวาคม 2569');
    expect(screen.getByTestId('round-status')).toHaveTextContent('เปิดรับแทง');
    expect(screen.getByTestId('countdown')).toHaveTextContent(/01:02:0[45]/);
  });

  it('maps a closed round with countdown <= 0 to processing, and force closed', async () => {
    const fake = createFakeHttpClient({
      [ROUND]: () => Promise.reject(apiError(ErrorCode.ROUND_CLOSED, { count_down: { total_seconds: 0 } })),
    });
    const { unmount } = renderGames({ api: fake.api });
    await waitFor(() => expect(screen.getByTestId('round-status')).toHaveAttribute('data-status', 'processing'));
    expect(screen.getByTestId('round-status')).toHaveTextContent('รอผลรางวัล');
    unmount();
    const fc = createFakeHttpClient({ [ROUND]: () => Promise.reject(apiError(ErrorCode.FORCE_CLOSED)) });
    renderGames({ api: fc.api });
    await waitFor(() => expect(screen.getByTestId('round-status')).toHaveAttribute('data-status', 'force_closed'));
  });

  it('adds a number as soon as it is complete, and refuses wrong digit counts', async () => {
    await openLobby();
    click('add-number');
    expect(screen.getByTestId('pad-feedback')).toHaveTextContent('เลือกประเภทการแทงก่อน');
    click('kind-THREE_TOP');
    typeOnPad('12');
    click('add-number');
    expect(screen.getByTestId('pad-feedback')).toHaveTextContent('ต้องใส่เลข 3 หลัก');
    expect(lines()).toHaveLength(0);
    // the third digit completes it: added at once, the field empty for the next number
    typeOnPad('3');
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toHaveAttribute('data-number', '123');
    expect(screen.getByTestId('number-input')).toHaveValue('');
    expect(screen.getByTestId('pad-feedback')).toHaveTextContent('เพิ่ม 1 รายการ');
    // "เพิ่มเลข" on the empty field after it is nothing to do (no error)
    click('add-number');
    expect(screen.getByTestId('pad-feedback')).toHaveTextContent('เพิ่ม 1 รายการ');
    // typed on the keyboard too
    fireEvent.change(screen.getByTestId('number-input'), { target: { value: '456' } });
    expect(lines().map((l) => l.getAttribute('data-number'))).toEqual(['123', '456']);
    click('numpad-4');
    click('numpad-clear');
    expect(screen.getByTestId('number-input')).toHaveValue('');
  });

  it('keeps the slip so far and the way to the prices in a bar under the thumb', async () => {
    await openLobby();
    expect(screen.queryByTestId('pad-sticky')).toBeNull();
    fillThreeLines();
    expect(screen.getByTestId('pad-sticky')).toHaveTextContent('3 รายการ');
    expect(screen.getByTestId('pad-sticky-total')).toHaveTextContent('รวม 15 บาท');
    click('to-price-sticky');
    expect(screen.getByTestId('bet-steps')).toHaveAttribute('data-step', 'fillPrice');
    expect(screen.queryByTestId('pad-sticky')).toBeNull();
  });

  it('expands shortcuts into ordinary lines', async () => {
    await openLobby();
    click('kind-TWO_TOP');
    click('numpad-5');
    click('shortcut-NINETEEN_DOORS');
    expect(lines()).toHaveLength(19);
    click('kind-THREE_TOP');
    typeOnPad('112');
    click('shortcut-REVERSE');
    expect(lines()).toHaveLength(22);
    expect(
      lines()
        .slice(19)
        .map((l) => l.getAttribute('data-number')),
    ).toEqual(['112', '121', '211']);
    // one group per kind: 19 numbers of 2 ตัวบน in one row, the 3 of 3 ตัวบน in another
    const groups = within(screen.getByTestId('lines-list')).getAllByTestId('lines-group');
    expect(groups.map((g) => [g.getAttribute('data-kind'), within(g).getAllByTestId('line-item').length])).toEqual([
      ['TWO_TOP', 19],
      ['THREE_TOP', 3],
    ]);
    expect(groups[0]).toHaveTextContent('2 ตัวบน (19)');
  });

  it('respects min/max at the price step and totals the summary with potential wins', async () => {
    await openLobby();
    fillThreeLines();
    click('to-price');
    fireEvent.change(screen.getByTestId('price-input'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('line-price-2'), { target: { value: '150' } });
    expect(screen.getByTestId('to-summary')).toBeDisabled();
    expect(screen.getByTestId('line-price-error-2')).toHaveTextContent('1–100');
    fireEvent.change(screen.getByTestId('line-price-2'), { target: { value: '0.5' } });
    expect(screen.getByTestId('to-summary')).toBeDisabled();
    fireEvent.change(screen.getByTestId('line-price-2'), { target: { value: '20.5' } });
    expect(screen.getByTestId('to-summary')).toBeEnabled();
    click('to-summary');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('40.50');
    const wins = screen.getAllByTestId('summary-potential-win').map((e) => e.textContent);
    // 10 × 900, 10 × 150, 20.50 × 90
    expect(wins).toEqual(['9,000', '1,500', '1,845']);
    expect(screen.getByTestId('summary-max-win')).toHaveTextContent('9,000');
  });

  it('shows and checks the rates and stake limits in force (ops changed them) instead of the catalogue', async () => {
    const rates = () => ({
      game_code: 'UG',
      kinds: [
        { kind: 'THREE_TOP', rate: 700.5, min_amount: 1, max_amount: 100 },
        { kind: 'TWO_BOTTOM', rate: 90, min_amount: 2, max_amount: 300 },
      ],
    });
    const lobby = await openLobby({ 'GET underground/rate/thai': rates });
    await waitFor(() => expect(screen.getByTestId('kind-THREE_TOP')).toHaveTextContent('700.5'));
    expect(lobby.calls.some((c) => c.path === 'underground/rate/thai')).toBe(true);
    // kinds the answer does not list keep the catalogue's rate
    expect(screen.getByTestId('kind-THREE_TOD')).toHaveTextContent('150');
    fillThreeLines();
    click('to-price');
    fireEvent.change(screen.getByTestId('price-input'), { target: { value: '10' } });
    // TWO_BOTTOM: 150 is within the new max (300), 1 is below the new min (2)
    fireEvent.change(screen.getByTestId('line-price-2'), { target: { value: '150' } });
    expect(screen.getByTestId('to-summary')).toBeEnabled();
    fireEvent.change(screen.getByTestId('line-price-2'), { target: { value: '1' } });
    expect(screen.getByTestId('line-price-error-2')).toHaveTextContent('2–300');
    fireEvent.change(screen.getByTestId('line-price-2'), { target: { value: '150' } });
    click('to-summary');
    const wins = screen.getAllByTestId('summary-potential-win').map((e) => e.textContent);
    // 10 × 700.5, 10 × 150, 150 × 90
    expect(wins).toEqual(['7,005', '1,500', '13,500']);
  });

  it('submits the right body with an Idempotency-Key, shows the slip and publishes bet/placed and wallet/reload-requested', async () => {
    const placed = slip({ slip_id: 'UG2612160042', total_amount: 25 });
    const { calls, events } = await openLobby({ [BET]: () => placed });
    fillThreeLines();
    click('to-price');
    click('to-summary');
    fireEvent.change(screen.getByTestId('remark-input'), { target: { value: ' งวดนี้ ' } });
    click('submit-bet');
    await screen.findByTestId('success-slip-id');
    expect(screen.getByTestId('success-slip-id')).toHaveTextContent('UG2612160042');
    const bet = calls.find((c) => c.method === 'POST' && c.path === 'underground/bet/thai')!;
    expect(bet.path).toBe('underground/bet/thai');
    expect(bet.body).toEqual({
      round_id: 'r-2026-12-16',
      remark: 'งวดนี้',
      lines: [
        { kind: 'THREE_TOP', number: '123', amount: 5 },
        { kind: 'THREE_TOD', number: '123', amount: 5 },
        { kind: 'TWO_BOTTOM', number: '45', amount: 5 },
      ],
    });
    expect(bet.opts?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(events).toContainEqual({ type: 'bet/placed', gameCode: 'UG', slipId: 'UG2612160042', totalSatang: 2500 });
    expect(events).toContainEqual({ type: 'wallet/reload-requested' });
    // the pad is empty for the next slip
    click('bet-again');
    expect(lines()).toHaveLength(0);
  });

  it('shows error codes in Thai and keeps the key only for retries of the same submission', async () => {
    let attempt = 0;
    const { calls } = await openLobby({
      [BET]: () => {
        attempt++;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2) throw apiError(ErrorCode.NOT_ENOUGH_MONEY);
        throw apiError(ErrorCode.ROUND_CLOSED, { count_down: { total_seconds: 100 } });
      },
    });
    click('kind-RUN_TOP');
    click('numpad-7');
    click('add-number');
    click('to-price');
    click('to-summary');
    click('submit-bet');
    expect(await screen.findByTestId('submit-error')).toHaveTextContent('เชื่อมต่อไม่สำเร็จ');
    click('submit-bet');
    await waitFor(() => expect(screen.getByTestId('submit-error')).toHaveTextContent('ยอดเงินไม่เพียงพอ'));
    click('submit-bet');
    await waitFor(() => expect(screen.getByTestId('submit-error')).toHaveTextContent('งวดนี้ปิดรับแทงแล้ว'));
    const keys = calls
      .filter((c) => c.method === 'POST' && c.path === 'underground/bet/thai')
      .map((c) => c.opts?.idempotencyKey);
    expect(keys[0]).toBe(keys[1]); // network failure: same submission, same key
    expect(keys[2]).not.toBe(keys[1]); // P2R202 was final: a new submission
  });

  it('sends a slip to the round it was summed up for, never silently to the next: the player moves it by a tap', async () => {
    let switched = false;
    const next = () => {
      const round = openRound(900);
      const current = { ...round.current_round!, round_id: 'r-2026-12-17', end_date: '2026-12-17' };
      return { ...round, current_round: current, all_rounds: [current] };
    };
    let attempt = 0;
    const { calls } = await openLobby({
      [ROUND]: () => (switched ? next() : openRound()),
      [BET]: () => {
        attempt++;
        if (attempt === 1) throw apiError(ErrorCode.ROUND_CLOSED, { count_down: { total_seconds: 0 } });
        return slip({ slip_id: 'UG2612170001', round_id: 'r-2026-12-17', draw_date: '2026-12-17' });
      },
    });
    click('kind-RUN_TOP');
    click('numpad-7');
    click('add-number');
    click('to-price');
    click('to-summary');
    expect(screen.getByTestId('summary-round')).toHaveAttribute('data-round-id', 'r-2026-12-16');
    expect(screen.getByTestId('summary-round')).toHaveTextContent('งวดวันที่ 16 ธันวาคม 2569');
    // the round closes while the summary is open: the server refuses, the lobby now shows the next round
    switched = true;
    click('submit-bet');
    await screen.findByTestId('summary-round-closed');
    expect(screen.getByTestId('summary-round-closed')).toHaveTextContent('งวดวันที่ 16 ธันวาคม 2569 ปิดรับแล้ว');
    expect(screen.getByTestId('submit-bet')).toBeDisabled();
    expect(screen.getByTestId('summary-move-round')).toHaveTextContent('ย้ายโพยไปงวดวันที่ 17 ธันวาคม 2569');
    click('summary-move-round');
    expect(screen.getByTestId('summary-round')).toHaveAttribute('data-round-id', 'r-2026-12-17');
    expect(screen.queryByTestId('summary-round-closed')).toBeNull();
    click('submit-bet');
    await screen.findByTestId('success-slip-id');
    expect(screen.getByTestId('success-round')).toHaveTextContent('17 ธันวาคม 2569');
    const rounds = calls.filter((c) => c.method === 'POST' && c.path === 'underground/bet/thai');
    expect(rounds.map((c) => (c.body as { round_id: string }).round_id)).toEqual(['r-2026-12-16', 'r-2026-12-17']);
  });

  it('asks a visitor to log in instead of submitting', async () => {
    const { calls, events } = await openLobby({}, { visitor: true });
    click('kind-TWO_TOP');
    typeOnPad('12');
    click('add-number');
    click('to-price');
    click('to-summary');
    click('submit-bet');
    expect(await screen.findByTestId('submit-error')).toHaveTextContent('กรุณาเข้าสู่ระบบ');
    expect(events).toContainEqual({ type: 'auth/login-requested', returnTo: '/gamelobby/underground' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // the slip waits through the login page and is there when the player comes back
    expect(numberPadStore.heldForErrand()).toBe(true);
  });

  it('warns before confirming a slip the balance cannot pay, and offers the top-up', async () => {
    const { navigate } = await openLobby({
      'GET wallet/balance': () => ({ balance: 10, currency: 'THB', FREE_LOTTERY: 0 }),
    });
    fillThreeLines(); // 3 lines × 5 baht
    click('to-price');
    click('to-summary');
    expect(await screen.findByTestId('summary-short')).toHaveTextContent(
      'ยอดเงินไม่พอสำหรับโพยนี้: มี 10.00 บาท ต้องใช้ 15.00 บาท',
    );
    click('summary-top-up');
    expect(navigate).toHaveBeenCalledWith('/wallet');
    expect(numberPadStore.heldForErrand()).toBe(true);
  });

  it('keeps the slip through "เติมเครดิต" after a refusal for money', async () => {
    const { navigate } = await openLobby({ [BET]: () => Promise.reject(apiError(ErrorCode.NOT_ENOUGH_MONEY)) });
    click('kind-TWO_TOP');
    typeOnPad('12');
    click('add-number');
    click('to-price');
    click('to-summary');
    click('submit-bet');
    await screen.findByText('เติมเครดิต');
    fireEvent.click(screen.getByText('เติมเครดิต'));
    expect(navigate).toHaveBeenCalledWith('/wallet');
    expect(numberPadStore.heldForErrand()).toBe(true);
  });

  it('keeps the number pad when the parcel is remounted on a lobby route and resets it on another route', async () => {
    const first = await openLobby();
    click('kind-TWO_TOP');
    typeOnPad('12');
    click('add-number');
    click('numpad-3');
    first.unmount();
    first.bus.publish({ type: 'route/changed', pathname: '/gamelobby/hanoi' });
    const second = await openLobby();
    expect(lines()).toHaveLength(1);
    expect(screen.getByTestId('number-input')).toHaveValue('3');
    expect(screen.getByTestId('kind-TWO_TOP')).toHaveAttribute('aria-pressed', 'true');
    second.unmount();
    act(() => second.bus.publish({ type: 'route/changed', pathname: '/wallet' }));
    await openLobby();
    expect(lines()).toHaveLength(0);
    expect(screen.getByTestId('kind-TWO_TOP')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('lobby routes from the catalogue', () => {
  it('shows a Thai not-found panel for an unknown slug', () => {
    renderGames({ api: createFakeHttpClient({}).api, path: '/gamelobby/nope' });
    expect(screen.getByTestId('lobby-not-found')).toHaveTextContent('ไม่พบเกมนี้');
  });

  it('shows an opening-soon panel with the name and schedule for a game not playable yet', () => {
    const { api, calls } = createFakeHttpClient({});
    renderInRemote(<ComingSoonPanel game={{ ...gameByCode('YK')!, playable: false }} />, {
      api,
      basename: '/gamelobby',
      texts: gamesTexts,
      namespace: 'games',
      path: '/gamelobby/yeekee',
    });
    expect(screen.getByTestId('lobby-coming-soon')).toHaveTextContent('เปิดให้บริการเร็วๆ นี้');
    expect(screen.getByTestId('lobby-title')).toHaveTextContent('หวยยี่กี');
    expect(screen.getByTestId('schedule')).toHaveTextContent('ทุก 15 นาที');
    expect(calls).toHaveLength(0);
  });

  it('opens yeekee, now playable, as its lobby with the round number and a shoot tab', async () => {
    const { api } = createFakeHttpClient({
      'GET yeekee/current-round/normal': () => {
        const round = openRound(300);
        const current = { ...round.current_round!, round_id: '3118', end_date: '2026-05-01', round_no: 18 };
        return { ...round, current_round: current, all_rounds: [current] };
      },
    });
    renderGames({ api, path: '/gamelobby/yeekee' });
    expect(screen.queryByTestId('lobby-coming-soon')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('draw-date')).toHaveTextContent('1 พฤษภาคม 2569 · รอบที่ 18'));
    expect(screen.getByTestId('lobby-title')).toHaveTextContent('หวยยี่กี');
    expect(screen.getByTestId('tab-shoot')).toHaveTextContent('ยิงเลข');
    expect(screen.getByTestId('kind-THREE_TOP')).toBeInTheDocument();
  });
});
