import { bangkokTime, gameByRoute } from 'shared-contracts';
import { homeGroups } from './home-groups';

describe('home lobby groups', () => {
  const now = bangkokTime('2026-05-01', '10:00'); // a Friday
  const groups = homeGroups(now);
  const find = (slug: string) => groups.flatMap((g) => g.games).find((h) => h.game.route === `/gamelobby/${slug}`);

  it('lists every draw game of the remote by family, in the catalogue order', () => {
    expect(groups.map((g) => g.group)).toEqual(['underground', 'lotto-set', 'stock', 'yeekee']);
    expect(groups.find((g) => g.group === 'stock')!.games).toHaveLength(13);
    expect(groups.find((g) => g.group === 'lotto-set')!.games.map((h) => h.game.code)).toEqual([
      'SETLA',
      'SETHN',
      'SETMY',
    ]);
    expect(groups.flatMap((g) => g.games).some((h) => h.game.remote !== 'games')).toBe(false);
  });

  it('gives each weekly game its next close in Bangkok time from the schedule', () => {
    expect(find('hanoi')!.nextClose).toEqual(bangkokTime('2026-05-01', '18:00'));
    // Nikkei's morning session closed at 09:20: the next close is the afternoon one
    expect(find('stock-nikkei')!.nextClose).toEqual(bangkokTime('2026-05-01', '12:50'));
    // Egypt is off on Friday and Saturday: next close Sunday 18:00
    expect(find('stock-egypt')!.nextClose).toEqual(bangkokTime('2026-05-03', '18:00'));
    expect(gameByRoute('/gamelobby/underground')).toBeDefined();
    expect(find('underground')!.nextClose).toBeNull();
  });
});
