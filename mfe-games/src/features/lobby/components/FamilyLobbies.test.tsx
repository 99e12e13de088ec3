import { fireEvent, screen, waitFor } from '@testing-library/react';
import { gameByRoute } from 'shared-contracts';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { numberPadStore } from '../../number-pad';
import { openRound, openSessions, slip } from '../../../test/fixtures';
import { renderLobby } from '../../../test/render-games';

beforeEach(() => numberPadStore.reset());

const click = (id: string) => fireEvent.click(screen.getByTestId(id));
const type = (value: string) => fireEvent.change(screen.getByTestId('number-input'), { target: { value } });

describe('family lobbies from the catalogue', () => {
  it('set games: a 4-digit number in sets of 120 baht, the prize table, and the sets sent as the amount', async () => {
    const game = gameByRoute('/gamelobby/set-laos')!;
    const { api, calls } = createFakeHttpClient({
      'GET set/lao/current-round/normal': () => openRound(),
      'POST set/lao/bet/normal': () => slip({ slip_id: 'SETLA1', game_code: 'SETLA', total_amount: 240 }),
    });
    renderLobby(game, { api });
    await waitFor(() => expect(screen.getByTestId('round-status')).toHaveAttribute('data-status', 'opened'));
    expect(screen.getByTestId('kind-SET_4D')).toHaveTextContent('ราคาชุดละ 120 บาท');
    expect(screen.getByTestId('prize-table')).toHaveTextContent('120,000');
    click('kind-SET_4D');
    // cut to 4 digits, and complete: added at once
    type('12345');
    expect(screen.getByTestId('line-item')).toHaveAttribute('data-number', '1234');
    expect(screen.getByTestId('number-input')).toHaveValue('');
    click('to-price');
    expect(screen.getByTestId('price-input')).toHaveValue('1');
    fireEvent.change(screen.getByTestId('price-input'), { target: { value: '2' } });
    click('to-summary');
    expect(screen.getByTestId('summary-total')).toHaveAttribute('data-satang', '24000');
    expect(screen.getByTestId('summary-units')).toHaveTextContent('2 ชุด × 120 บาท');
    expect(screen.getByTestId('summary-max-win')).toHaveTextContent('240,000');
    click('submit-bet');
    await screen.findByTestId('bet-success');
    expect(
      calls.find((c) => c.method === 'POST' && c.path.includes('/bet/') && !c.path.includes('limitation'))?.body,
    ).toMatchObject({
      lines: [{ kind: 'SET_4D', number: '1234', amount: 2 }],
    });
  });

  it('set games refuse more than 120 sets or a fraction of a set', async () => {
    const { api } = createFakeHttpClient({ 'GET set/hanoi/current-round/normal': () => openRound() });
    renderLobby(gameByRoute('/gamelobby/set-hanoi')!, { api });
    await waitFor(() => expect(screen.getByTestId('round-status')).toHaveAttribute('data-status', 'opened'));
    click('kind-SET_4D');
    type('9876');
    click('add-number');
    click('to-price');
    fireEvent.change(screen.getByTestId('price-input'), { target: { value: '121' } });
    expect(screen.getByTestId('line-price-error-0')).toHaveTextContent('ใส่จำนวน 1–120 ชุด');
    fireEvent.change(screen.getByTestId('price-input'), { target: { value: '1.5' } });
    expect(screen.getByTestId('to-summary')).toBeDisabled();
  });

  it('zodiac: a 6-digit ticket with its prize table', async () => {
    const { api } = createFakeHttpClient({ 'GET lao/zodiac/current-round/normal': () => openRound() });
    renderLobby(gameByRoute('/gamelobby/laos-zodiac')!, { api });
    await waitFor(() => expect(screen.getByTestId('round-status')).toHaveAttribute('data-status', 'opened'));
    expect(screen.getByTestId('prize-table')).toHaveTextContent('1,500,000');
    click('kind-SIX_NUMBER');
    type('1234567');
    expect(screen.getByTestId('line-item')).toHaveAttribute('data-number', '123456');
    expect(screen.getByTestId('number-input')).toHaveValue('');
    expect(screen.getByTestId('lines-list')).toHaveAttribute('data-count', '1');
  });

  it('Hanoi offers the 4-digit kinds and asks for its normal round (is_set=false)', async () => {
    const { api, calls } = createFakeHttpClient({ 'GET hanoi/current-round/normal': () => openRound() });
    renderLobby(gameByRoute('/gamelobby/hanoi')!, { api });
    await waitFor(() => expect(screen.getByTestId('round-status')).toHaveAttribute('data-status', 'opened'));
    expect(screen.getByTestId('kind-FOUR_TOP')).toHaveTextContent('บาทละ 6,000');
    expect(screen.getByTestId('kind-FOUR_ANY_ORDER')).toBeInTheDocument();
    expect(calls.find((c) => c.path === 'hanoi/current-round/normal')?.opts?.params).toEqual({ is_set: 'false' });
  });

  it('stock markets with two sessions: the player picks the round the slip goes to', async () => {
    const { api, calls } = createFakeHttpClient({
      'GET stock/current-round/nikkei': () =>
        openSessions([
          { round_id: 'STJP-AM', round_type: 'MORNING', seconds: 600, end_at: '2026-05-01T02:20:00.000Z' },
          { round_id: 'STJP-PM', round_type: 'AFTERNOON', seconds: 9000, end_at: '2026-05-01T05:50:00.000Z' },
        ]),
      'POST stock/bet/nikkei': () => slip({ slip_id: 'STJP1', game_code: 'STJP' }),
    });
    renderLobby(gameByRoute('/gamelobby/stock-nikkei')!, { api });
    await screen.findByTestId('round-picker');
    expect(screen.getByTestId('round-option-MORNING')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('round-option-AFTERNOON')).toHaveTextContent('รอบบ่าย');
    expect(screen.getByTestId('round-option-AFTERNOON')).toHaveTextContent('12:50');
    expect(screen.getByTestId('countdown')).toHaveTextContent(/00:(10:00|09:5\d)/);
    click('round-option-AFTERNOON');
    expect(screen.getByTestId('round-option-AFTERNOON')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('countdown')).toHaveTextContent(/02:(30:00|29:5\d)/);
    click('kind-TWO_TOP');
    type('12');
    click('add-number');
    click('to-price');
    click('to-summary');
    click('submit-bet');
    await screen.findByTestId('bet-success');
    expect(
      calls.find((c) => c.method === 'POST' && c.path.includes('/bet/') && !c.path.includes('limitation'))?.body,
    ).toMatchObject({ round_id: 'STJP-PM' });
  });
});
