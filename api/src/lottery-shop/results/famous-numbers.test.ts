import type { GloDraw } from 'shared-contracts';
import { readSharedJson } from 'shared-contracts/testing/shared-data';
import { randomInventory } from '../inventory/seed-inventory';
import { searchPattern } from '../search/search-numbers';
import { appearancesOf, countFamous } from './famous-numbers';

const DRAWS = readSharedJson<GloDraw[]>('glo-draws.json');

describe('famous numbers on the real official draws', () => {
  it('counts every last-two prize once per draw, most frequent first', () => {
    const { counted, items } = countFamous(DRAWS, 'last_two', 100);
    expect(counted).toBe(DRAWS.length);
    expect(items.reduce((s, i) => s + i.count, 0)).toBe(DRAWS.length);
    for (let i = 1; i < items.length; i++) expect(items[i - 1]!.count).toBeGreaterThanOrEqual(items[i]!.count);
  });

  it('counts front-three prizes only from 2015-09-01 on, four last-three prizes before it', () => {
    const front = countFamous(DRAWS, 'first_three', 1000);
    expect(front.counted).toBe(DRAWS.filter((d) => d.date >= '2015-09-01').length);
    const last = countFamous(DRAWS, 'last_three', 1000);
    const total = DRAWS.reduce((s, d) => s + d.lastThree.length, 0);
    expect(last.items.reduce((s, i) => s + i.count, 0)).toBe(total);
  });

  it('finds 320172 as both a fourth and a fifth prize of 2010-05-02', () => {
    expect(appearancesOf(DRAWS, '320172')).toEqual([
      { date: '2010-05-02', prize: 'fourth_prize', matched: '320172' },
      { date: '2010-05-02', prize: 'fifth_prize', matched: '320172' },
    ]);
  });
});

describe('search pattern and seeded stock', () => {
  it('turns blank boxes into any digit', () => {
    expect(searchPattern(['1', '', '_', '4'])).toBe('1__4__');
    expect(searchPattern([])).toBe('______');
  });

  it('seeds exactly the tickets asked for over distinct numbers, 1-5 each', () => {
    const stock = randomInventory(10_000);
    const q = [...stock.values()];
    expect(q.reduce((s, x) => s + x, 0)).toBe(10_000);
    expect(q.every((x) => x >= 1 && x <= 5)).toBe(true);
    expect([...stock.keys()].every((n) => /^\d{6}$/.test(n))).toBe(true);
  });
});
