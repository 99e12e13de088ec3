import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ErrorCode, gameByCode, yeekeeRoundChannel, type LiveClient } from 'shared-contracts';
import { gamesTexts } from '../../../i18n/th';
import { apiError, createFakeHttpClient, createFakeLiveClient } from 'shared-contracts/testing';
import { renderInRemote } from 'shared-ui/testing';
import { yeekeeRound, yeekeeShot, yeekeeShotsPage } from '../../../test/yeekee-fixtures';
import { FEED_POLL_MS } from '../hooks/useShotFeed';
import { ShootTab } from './ShootTab';

const YK = gameByCode('YK')!;
// round 17 still shooting (closes first), round 18 taking bets
const R17 = yeekeeRound(17, { phase: 'shooting', count_down: { total_seconds: 240 }, shot_count: 2 });
const R18 = yeekeeRound(18, { phase: 'betting' });
const STATUS = 'GET yeekee/winning-number/status';
const FEED_17 = `GET yeekee/predicts/${R17.round_id}`;
const FEED_18 = `GET yeekee/predicts/${R18.round_id}`;
const PREDICT = 'POST yeekee/predict';

const click = (id: string) => fireEvent.click(screen.getByTestId(id));
const seqs = () => screen.queryAllByTestId('shot-item').map((li) => li.getAttribute('data-seq'));

function renderShootTab(routes: Parameters<typeof createFakeHttpClient>[0] = {}, opts: { visitor?: boolean } = {}) {
  const live = createFakeLiveClient(opts.visitor ? null : 'C0001');
  const fake = createFakeHttpClient({
    [STATUS]: () => ({ server_time: '2026-05-01T03:06:00.000Z', rounds: [R18, R17] }),
    [FEED_17]: () => yeekeeShotsPage(R17, [yeekeeShot(R17.round_id, 1, '11111'), yeekeeShot(R17.round_id, 2, '22222')]),
    [FEED_18]: () => yeekeeShotsPage(R18, []),
    ...routes,
  });
  const r = renderInRemote(<ShootTab game={YK} />, {
    api: fake.api,
    live,
    visitor: opts.visitor,
    basename: '/gamelobby',
    texts: gamesTexts,
    namespace: 'games',
    path: '/gamelobby/yeekee',
  });
  return { ...fake, ...r, live };
}

describe('ShootTab', () => {
  it('shows the round closing first, its shots against the minimum, and a live shot at the top of the feed, once', async () => {
    const { live } = renderShootTab();
    await waitFor(() => expect(seqs()).toEqual(['2', '1']));
    expect(screen.getByTestId('shoot-round')).toHaveTextContent('รอบที่ 17');
    expect(screen.getByTestId('shoot-countdown')).toHaveTextContent(/04:0\d|03:5\d/);
    expect(screen.getByTestId('shoot-count')).toHaveTextContent('ยิงแล้ว 2 ครั้ง');
    expect(screen.getByTestId('shoot-need-more')).toHaveTextContent('ขาดอีก 18 ครั้ง');
    await waitFor(() => expect(screen.getByTestId('shot-feed-live')).toHaveTextContent('สด'));
    expect(live.subscribed()).toContain(yeekeeRoundChannel(R17.round_id));

    const shot = yeekeeShot(R17.round_id, 3, '54321', 'TL****5678');
    act(() => void live.receive(yeekeeRoundChannel(R17.round_id), { type: 'yeekee/shot', data: shot }));
    act(() => void live.receive(yeekeeRoundChannel(R17.round_id), { type: 'yeekee/shot', data: shot }));
    await waitFor(() => expect(seqs()).toEqual(['3', '2', '1']));
    const newest = screen.getAllByTestId('shot-item')[0]!;
    expect(newest).toHaveTextContent('54321');
    expect(newest).toHaveTextContent('TL****5678');
    expect(newest).toHaveTextContent('10:00:03');
    expect(screen.getByTestId('shoot-count')).toHaveTextContent('ยิงแล้ว 3 ครั้ง');
  });

  it('shows other players’ numbers hidden until the close, with why, and the player’s own in full', async () => {
    renderShootTab({
      [FEED_17]: () =>
        yeekeeShotsPage(R17, [
          { ...yeekeeShot(R17.round_id, 1, '11111'), number: null },
          yeekeeShot(R17.round_id, 2, '22222'),
        ]),
    });
    await waitFor(() => expect(seqs()).toEqual(['2', '1']));
    const [own, other] = screen.getAllByTestId('shot-item');
    expect(own).toHaveTextContent('22222');
    expect(own).toHaveAttribute('data-mine', 'true');
    expect(within(other!).getByTestId('shot-number')).toHaveAttribute('data-hidden', 'true');
    expect(other).toHaveTextContent('•••••');
    expect(other).toHaveAttribute('data-mine', 'false');
    expect(screen.getByTestId('shot-feed-hidden-hint')).toHaveTextContent('ซ่อนไว้ (•••••) จนกว่าจะปิดยิง');
  });

  it('shoots the tapped number into the round and shows it as the player’s own', async () => {
    const { calls } = renderShootTab({ [PREDICT]: () => yeekeeShot(R17.round_id, 3, '12345', 'C***') });
    await waitFor(() => expect(seqs()).toEqual(['2', '1']));
    expect(screen.getByTestId('shoot-submit')).toBeDisabled();
    ['1', '2', '3', '4', '5', '6'].forEach((d) => click(`shoot-key-${d}`));
    expect(screen.getByTestId('shoot-input')).toHaveValue('12345');
    click('shoot-submit');
    expect(await screen.findByTestId('shoot-accepted')).toHaveTextContent('ยิงเลข 12345 สำเร็จ เป็นลำดับที่ 3');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: 'yeekee/predict',
      body: { round_id: R17.round_id, number: '12345' },
    });
    expect(screen.getByTestId('shoot-input')).toHaveValue('');
    const mine = screen.getAllByTestId('shot-item')[0]!;
    expect(mine).toHaveAttribute('data-mine', 'true');
    expect(within(mine).getByText('ของคุณ')).toBeInTheDocument();
  });

  it('says in Thai why a shot was refused: the round stopped taking shots, too many shots', async () => {
    let attempt = 0;
    renderShootTab({
      [PREDICT]: () => {
        attempt++;
        throw apiError(attempt === 1 ? ErrorCode.ROUND_CLOSED : ErrorCode.TOO_MANY_REQUESTS);
      },
    });
    await waitFor(() => expect(seqs()).toHaveLength(2));
    fireEvent.change(screen.getByTestId('shoot-input'), { target: { value: '99a123' } });
    expect(screen.getByTestId('shoot-input')).toHaveValue('99123');
    click('shoot-submit');
    expect(await screen.findByTestId('shoot-error')).toHaveTextContent('รอบนี้ปิดรับการยิงเลขแล้ว');
    click('shoot-submit');
    await waitFor(() => expect(screen.getByTestId('shoot-error')).toHaveTextContent('ยิงเลขถี่เกินไป'));
  });

  it('lets the player pick the other round taking shots', async () => {
    const { live } = renderShootTab();
    await waitFor(() => expect(seqs()).toHaveLength(2));
    click('shoot-pick-18');
    expect(screen.getByTestId('shoot-round')).toHaveTextContent('รอบที่ 18');
    expect(await screen.findByTestId('shot-feed-empty')).toHaveTextContent('ยังไม่มีใครยิงเลข');
    expect(live.subscribed()).toEqual([yeekeeRoundChannel(R18.round_id)]);
  });

  it('asks a visitor to log in instead of shooting', async () => {
    const { events } = renderShootTab({}, { visitor: true });
    await waitFor(() => expect(seqs()).toHaveLength(2));
    expect(screen.queryByTestId('shoot-pad')).toBeNull();
    click('shoot-login');
    expect(events).toContainEqual({ type: 'auth/login-requested', returnTo: '/gamelobby/yeekee' });
  });

  it('polls the shots while the live channel does not deliver', async () => {
    jest.useFakeTimers();
    try {
      const silent: LiveClient = { ...createFakeLiveClient(), subscribe: () => () => undefined };
      const fake = createFakeHttpClient({
        [STATUS]: () => ({ server_time: '2026-05-01T03:06:00.000Z', rounds: [R17] }),
        [FEED_17]: () => yeekeeShotsPage(R17, [yeekeeShot(R17.round_id, 1, '11111')]),
      });
      renderInRemote(<ShootTab game={YK} />, {
        api: fake.api,
        live: silent as ReturnType<typeof createFakeLiveClient>,
        basename: '/gamelobby',
        texts: gamesTexts,
        namespace: 'games',
        path: '/gamelobby/yeekee',
      });
      await waitFor(() => expect(seqs()).toEqual(['1']));
      expect(screen.getByTestId('shot-feed-live')).toHaveTextContent('อัปเดตอัตโนมัติ');
      const reads = () => fake.calls.filter((c) => c.path === `yeekee/predicts/${R17.round_id}`).length;
      const before = reads();
      fake.routes[FEED_17] = () =>
        yeekeeShotsPage(R17, [yeekeeShot(R17.round_id, 1, '11111'), yeekeeShot(R17.round_id, 2, '22222')]);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(FEED_POLL_MS + 100);
      });
      expect(reads()).toBeGreaterThan(before);
      await waitFor(() => expect(seqs()).toEqual(['2', '1']));
    } finally {
      jest.useRealTimers();
    }
  });
});
