import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkGloTicket, deriveGloDigits } from '../glo';
import { GLO_ERA_2015 } from '../glo-era';
import { gloDrawSchema, type GloDraw } from '../result-schemas';
import { lineWins } from '../bet-kinds';
import { SHARED_DATA_DIR } from '../../testing/shared-data';

const DATA = SHARED_DATA_DIR;
const loadDraws = (file: string): GloDraw[] => JSON.parse(readFileSync(join(DATA, file), 'utf8'));
const official = loadDraws('glo-draws.json');
const extra = loadDraws('glo-draws-extra.json');

describe('GLO draws from data/', () => {
  it('every official draw parses with the era rules', () => {
    expect(official.length).toBeGreaterThan(300);
    for (const d of official) expect(gloDrawSchema.safeParse(d).success).toBe(true);
  });

  it('derives underground digits from the first prize and the last-two prize on every draw', () => {
    for (const d of [...official, ...extra]) {
      const digits = deriveGloDigits(d);
      expect(digits.top3).toBe(d.first.slice(3));
      expect(digits.top2).toBe(d.first.slice(4));
      expect(digits.bottom2).toBe(d.lastTwo);
      expect(lineWins('THREE_TOP', d.first.slice(3), digits)).toBe(true);
      expect(lineWins('TWO_BOTTOM', d.lastTwo, digits)).toBe(true);
      expect(lineWins('THREE_TOD', [...d.first.slice(3)].reverse().join(''), digits)).toBe(true);
      expect(lineWins('RUN_TOP', d.first[5]!, digits)).toBe(true);
      expect(lineWins('RUN_BOTTOM', d.lastTwo[0]!, digits)).toBe(true);
      for (const n of d.firstThree) expect(lineWins('THREE_FRONT', n, digits)).toBe(true);
      for (const n of d.lastThree) expect(lineWins('THREE_BOTTOM', n, digits)).toBe(true);
    }
  });

  it('the first prize ticket wins at least the first prize on every draw, summed with its 3- and 2-digit tiers', () => {
    for (const d of [...official, ...extra]) {
      const c = checkGloTicket(d.first, d);
      expect(c.wins.some((w) => w.tier === 'FIRST')).toBe(true);
      let expected = 6_000_000_00;
      expected += d.firstThree.filter((n) => d.first.startsWith(n)).length * 4_000_00;
      expected += d.lastThree.filter((n) => d.first.endsWith(n)).length * 4_000_00;
      if (d.first.endsWith(d.lastTwo)) expected += 2_000_00;
      expect(c.totalSatang).toBe(expected);
    }
  });

  it('every published six-digit number wins its tier, and a number published twice wins twice', () => {
    for (const d of official) {
      for (const [tier, list] of [
        ['ADJACENT_FIRST', d.adjacentFirst],
        ['SECOND', d.second],
        ['THIRD', d.third],
        ['FOURTH', d.fourth],
        ['FIFTH', d.fifth],
      ] as const) {
        for (const n of list) {
          const c = checkGloTicket(n, d);
          const inTier = c.wins.filter((w) => w.tier === tier).length;
          expect(inTier).toBe(list.filter((x) => x === n).length);
        }
      }
    }
    const d2019 = official.find((d) => d.date === '2019-08-01')!;
    expect(checkGloTicket('354809', d2019).wins.filter((w) => w.tier === 'FIFTH')).toHaveLength(2);
    const d2016 = official.find((d) => d.date === '2016-11-01')!;
    const tiers = checkGloTicket('547697', d2016).wins.map((w) => w.tier);
    expect(tiers).toEqual(expect.arrayContaining(['FOURTH', 'FIFTH']));
  });

  it('before 2015-09-01 there is no front-three prize and four last-three prizes', () => {
    const old = official.filter((d) => d.date < GLO_ERA_2015);
    expect(old.length).toBeGreaterThan(50);
    for (const d of old) {
      expect(d.firstThree).toHaveLength(0);
      expect(d.lastThree).toHaveLength(4);
      const ticket = `000${d.lastThree[3]}`;
      expect(checkGloTicket(ticket, d).wins.some((w) => w.tier === 'LAST_THREE')).toBe(true);
    }
  });

  it('a losing ticket wins nothing', () => {
    const d = official[official.length - 1]!;
    const all = new Set([d.first, ...d.adjacentFirst, ...d.second, ...d.third, ...d.fourth, ...d.fifth]);
    let n = 0;
    let t = '';
    do {
      t = String(n++).padStart(6, '0');
    } while (
      all.has(t) ||
      d.firstThree.some((x) => t.startsWith(x)) ||
      d.lastThree.some((x) => t.endsWith(x)) ||
      t.endsWith(d.lastTwo)
    );
    expect(checkGloTicket(t, d).totalSatang).toBe(0);
  });
});
