import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../../test-utils/fake-api';
import { makeServices, renderWithShell } from '../../../test-utils/render-with-shell';
import { signInAs } from '../../../test-utils/player';
import { HomeLobby } from './HomeLobby';

/** A round of `game_code` closing `closeInMin` minutes after the device's now (opening `openInMin` from now). */
function round(game_code: string, closeInMin: number, openInMin = -60) {
  const now = Date.now();
  return {
    game_code,
    round_id: `${game_code}-1`,
    count_down: { total_seconds: Math.max(0, closeInMin * 60) },
    start_at: new Date(now + openInMin * 60_000).toISOString(),
    end_at: new Date(now + closeInMin * 60_000).toISOString(),
    end_date: '2026-12-01',
    round_type: 'FULLDAY',
    state: openInMin > 0 ? ('scheduled' as const) : ('open' as const),
    accepting: openInMin <= 0,
  };
}

describe('HomeLobby cards', () => {
  it("show each game's real next close: a countdown in its last hour, the day when later, 'รอเปิด' before it opens", async () => {
    const { api } = fakeApi({
      'GET games/next-rounds': {
        rounds: [
          round('YK', 7),
          round('UG', 3 * 24 * 60),
          round('VN', 2 * 24 * 60, 24 * 60),
          round('LOTTH', 3 * 24 * 60),
        ],
      },
    });
    renderWithShell(<HomeLobby />, makeServices(api));
    const card = (slug: string) => screen.getByTestId(`game-card-${slug}`);
    // yeekee closes in 7 minutes: it counts down, never the catalogue's "03:55"
    expect(
      await within(await screen.findByTestId('game-card-yeekee')).findByTestId('card-countdown'),
    ).toHaveTextContent(/^0[67]:\d\d$/);
    expect(card('yeekee')).toHaveAttribute('data-state', 'open');
    expect(within(card('yeekee')).getByText('เล่นเลย')).toBeInTheDocument();
    // three days ahead: the weekday and date, not a bare time
    expect(within(card('underground')).getByTestId('card-close')).toHaveTextContent(
      /^ปิดรับ \S+\. \d+ \S+ \d\d:\d\d น\.$/,
    );
    // opens tomorrow: not playable yet
    expect(card('hanoi')).toHaveAttribute('data-state', 'waiting');
    expect(within(card('hanoi')).getByTestId('card-close')).toHaveTextContent(/^เปิดรับ พรุ่งนี้ \d\d:\d\d น\.$/);
    expect(within(card('hanoi')).getByText('รอเปิด')).toBeInTheDocument();
    // a draw game without an upcoming round says so and offers no play
    expect(card('laos')).toHaveAttribute('data-state', 'closed');
    expect(within(card('laos')).getByTestId('card-close')).toHaveTextContent('ยังไม่มีงวดเปิด');
    // the ticket shop is open: it says so (it said "เร็ว ๆ นี้")
    expect(card('lottery-thai')).toHaveAttribute('data-state', 'open');
    // the mini-games have no rounds: always playable
    expect(card('cointossing')).toHaveAttribute('data-state', 'open');
  });
});

describe('HomeLobby favourites', () => {
  it("shows the player's ★ games first, in a group of their own", async () => {
    const { api } = fakeApi({
      'GET games/next-rounds': { rounds: [] },
      'GET users/favorite': [
        { game_type: 'yeekee', code: 'YK', route: '/gamelobby/yeekee' },
        { game_type: 'hanoi', hanoi_type: 'normal', code: 'VN', route: '/gamelobby/hanoi' },
      ],
    });
    const services = makeServices(api);
    signInAs(services, 'C0001');
    renderWithShell(<HomeLobby />, services);
    const group = await screen.findByTestId('lobby-group-favorite');
    expect(group).toHaveTextContent('เกมโปรดของฉัน');
    expect(
      within(group)
        .getAllByRole('link')
        .map((a) => a.getAttribute('data-testid')),
    ).toEqual(['favorite-card-yeekee', 'favorite-card-hanoi']);
    // first on the page
    expect(screen.getAllByTestId(/^lobby-group-/)[0]).toBe(group);
  });
});

describe('HomeLobby card pictures', () => {
  it("shows each game's country flag (or an icon), not only its code", async () => {
    const { api } = fakeApi({ 'GET games/next-rounds': { rounds: [] } });
    renderWithShell(<HomeLobby />, makeServices(api));
    const flag = (slug: string) => within(screen.getByTestId(`game-card-${slug}`)).queryByTestId('card-flag');
    await screen.findByTestId('game-card-underground');
    expect(flag('underground')).toHaveAttribute('data-flag', 'th');
    expect(flag('hanoi')).toHaveAttribute('data-flag', 'vn');
    expect(flag('laos')).toHaveAttribute('data-flag', 'la');
    expect(flag('malay')).toHaveAttribute('data-flag', 'my');
    expect(flag('stock-nikkei')).toHaveAttribute('data-flag', 'jp');
    expect(flag('stock-dowjones')).toHaveAttribute('data-flag', 'us');
    expect(within(screen.getByTestId('game-card-yeekee')).getByTestId('card-icon')).toBeInTheDocument();
    // every stock market has its flag
    for (const card of screen.getAllByTestId(/^game-card-stock-/))
      expect(within(card).getByTestId('card-flag')).toBeInTheDocument();
  });
});
