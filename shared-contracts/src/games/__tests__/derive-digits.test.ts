import { readSharedCsv } from '../../testing/shared-data';
import {
  deriveBankDigits,
  deriveHanoiDigits,
  deriveLao4dDigits,
  deriveLao5dDigits,
  deriveMalayDigits,
  deriveStockDigits,
  deriveYeekeeDigits,
  stockChange,
  yeekeeR,
} from '../derive-digits';
import { deriveDigits } from '../derive-result-digits';
import { lineWins } from '../bet-kinds';

describe('Hanoi (XSMB) on every real draw', () => {
  const rows = readSharedCsv('xsmb-draws.csv');
  it('has the whole file', () => expect(rows.length).toBeGreaterThan(7000));
  it('top3/top2/d4 from the special prize, bottom2 from the first prize', () => {
    for (const r of rows) {
      const d = deriveHanoiDigits({ special: r.special!, prize1: r.prize1! });
      expect(d.top3).toBe(r.special!.slice(2));
      expect(d.top2).toBe(r.special!.slice(3));
      expect(d.d4).toBe(r.special!.slice(1));
      expect(d.bottom2).toBe(r.prize1!.slice(3));
      expect(lineWins('FOUR_TOP', r.special!.slice(1), d)).toBe(true);
    }
  });
});

describe('Laos on every real draw', () => {
  const rows = readSharedCsv('lao-draws.csv');
  it('agrees with the published 2 ตัวบน / 2 ตัวล่าง of every row', () => {
    expect(rows.length).toBeGreaterThan(250);
    for (const r of rows) {
      const d = deriveLao4dDigits({ number: r.fourDigit! });
      expect(d.top2).toBe(r.twoTop);
      expect(d.bottom2).toBe(r.twoBottom);
      expect(d.top3).toBe(r.fourDigit!.slice(1));
    }
  });
  it('5-digit star-type draws take bottom2 from the first two digits', () => {
    expect(deriveLao5dDigits({ number: '12345' })).toEqual({ top3: '345', top2: '45', bottom2: '12' });
  });
});

describe('stock indices on every real close', () => {
  for (const file of ['set-index-closes.csv', 'nikkei225-closes.csv', 'hangseng-closes.csv', 'djia-closes.csv']) {
    it(`${file}: digits from the close and the change of each day`, () => {
      const rows = readSharedCsv(file);
      expect(rows.length).toBeGreaterThan(5000);
      for (let i = 1; i < rows.length; i++) {
        const close = rows[i]!.close!;
        const change = stockChange(rows[i - 1]!.close!, close);
        const d = deriveStockDigits({ close, change });
        const [whole, dec] = close.split('.');
        expect(d.top3).toBe(`${whole!.slice(-1)}${dec}`);
        expect(d.top2).toBe(dec);
        expect(d.bottom2).toBe(change.split('.')[1]);
        expect(d.top3).toMatch(/^\d{3}$/);
      }
    });
  }
  it('the worked example of docs/game-rules.md (China: 21792.10, change 412.27)', () => {
    expect(deriveStockDigits({ close: '21792.10', change: '412.27' })).toEqual({
      top3: '210',
      top2: '10',
      bottom2: '27',
    });
  });
  it('computes the change in integer hundredths', () => {
    expect(stockChange('1287.88', '1292.62')).toBe('4.74');
    expect(stockChange('1292.62', '1287.88')).toBe('-4.74');
    expect(stockChange('0.10', '0.30')).toBe('0.20');
  });
});

describe('worked examples of docs/game-rules.md "Winning digits per family"', () => {
  it('GSB: first draw …200834, second …438135', () => {
    expect(deriveBankDigits({ first_draw: '200834', second_draw: '438135' })).toEqual({
      top3: '834',
      top2: '34',
      bottom2: '35',
    });
  });
  it('Malay 4D', () => {
    expect(deriveMalayDigits({ first: '1234', second: '5678' })).toEqual({
      top3: '234',
      top2: '34',
      bottom2: '78',
      d4: '1234',
    });
  });
  it('yeekee: 1,234,567,890 − 51,876 = 1,234,516,014 → top3 014, bottom2 16', () => {
    expect(deriveYeekeeDigits({ r: '1234516014' })).toEqual({ top3: '014', top2: '14', bottom2: '16' });
  });
  it('yeekee R subtracts the 16th most recent shot', () => {
    const shots = Array.from({ length: 20 }, (_, i) => String(10000 + i));
    const sum = shots.reduce((s, x) => s + Number(x), 0);
    expect(yeekeeR(shots)).toBe(String(sum - Number(shots[4])));
    expect(() => yeekeeR(shots.slice(0, 15))).toThrow(RangeError);
  });
});

describe('deriveDigits validates raw results', () => {
  it('says what is wrong', () => {
    const r = deriveDigits('HANOI', { special: '1234', prize1: 'abcde' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.path)).toEqual(['special', 'prize1']);
  });
  it('derives with the named strategy', () => {
    const r = deriveDigits('STOCK', { close: '1292.62', change: '-4.74' });
    expect(r.ok && r.digits).toEqual({ top3: '262', top2: '62', bottom2: '74' });
  });
});
