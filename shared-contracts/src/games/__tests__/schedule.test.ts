import { DRAW_GAMES, gameByCode, GAMES } from '../catalogue';
import { UPCOMING_GLO_DRAW_DATES } from '../draw-dates';
import { planRounds } from '../schedule';
import { BANGKOK_TZ, dayjs } from '../../time';

const bkk = (d: Date) => dayjs(d).tz(BANGKOK_TZ);
const hm = (d: Date) => bkk(d).format('HH:mm');
// Sunday 22 November 2026, 12:00 Bangkok
const FROM = dayjs.tz('2026-11-22 12:00', 'YYYY-MM-DD HH:mm', BANGKOK_TZ).toDate();

describe('every game plans its next 10 rounds from the catalogue (docs/game-rules.md)', () => {
  // the announced GLO dates from 2026-12-01, with the previous draw date last (order must not matter)
  const tableDates = [...UPCOMING_GLO_DRAW_DATES.filter((d) => d > '2026-11-16'), '2026-11-16'];
  for (const game of [...DRAW_GAMES, gameByCode('YK')!]) {
    it(`${game.code}: 10 rounds, ordered, each open before its close, closing at the spec time`, () => {
      const rounds = planRounds(game, FROM, { calendarDates: tableDates });
      expect(rounds).toHaveLength(10);
      const closes = game.schedule!.closes.map((c) => c.close);
      for (const [i, r] of rounds.entries()) {
        expect(r.closeAt.getTime()).toBeGreaterThan(FROM.getTime());
        expect(r.openAt.getTime()).toBeLessThan(r.closeAt.getTime());
        expect(r.resultAt.getTime()).toBeGreaterThanOrEqual(r.closeAt.getTime());
        if (i > 0) {
          expect(r.closeAt.getTime()).toBeGreaterThan(rounds[i - 1]!.closeAt.getTime());
          expect(r.openAt.getTime()).toBeGreaterThanOrEqual(rounds[i - 1]!.closeAt.getTime());
        }
        if (game.code !== 'YK') expect(closes).toContain(hm(r.closeAt));
      }
    });
  }

  it('Thai underground closes 15:10 on table dates and opens 16:30 on the previous draw date', () => {
    const r = planRounds(gameByCode('UG')!, FROM, { calendarDates: tableDates });
    expect(r[0]!.drawDate).toBe('2026-12-01');
    expect(bkk(r[0]!.openAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-16 16:30');
    expect(bkk(r[0]!.closeAt).format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 15:10');
    expect(r.map((x) => x.drawDate)).toEqual(
      tableDates
        .filter((d) => d > '2026-11-22')
        .sort()
        .slice(0, 10),
    );
  });

  it('Hanoi opens 21:00 the day before and closes 18:00', () => {
    const r = planRounds(gameByCode('VN')!, FROM);
    expect(bkk(r[0]!.closeAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-22 18:00');
    expect(bkk(r[0]!.openAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-21 21:00');
  });

  it('Laos redcross opens 01:00 and closes 22:30 the same day', () => {
    const r = planRounds(gameByCode('LAREDC')!, FROM);
    expect(bkk(r[1]!.openAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 01:00');
    expect(bkk(r[1]!.closeAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 22:30');
  });

  it('stocks skip Saturday and Sunday; Egypt skips Friday and Saturday', () => {
    for (const g of GAMES.filter((x) => x.gameType === 'stock')) {
      const off = g.code === 'STEY' ? [5, 6] : [0, 6];
      for (const r of planRounds(g, FROM)) expect(off).not.toContain(dayjs(`${r.drawDate}T12:00:00Z`).day());
    }
  });

  it('Dow Jones closes at 01:00 Bangkok on the day after its trading day', () => {
    const r = planRounds(gameByCode('STUS')!, FROM);
    expect(r[0]!.drawDate).toBe('2026-11-23');
    expect(bkk(r[0]!.closeAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-24 01:00');
    // Friday's trading day closes Saturday 01:00; the next is Monday's
    const fri = r.find((x) => x.drawDate === '2026-11-27')!;
    expect(bkk(fri.closeAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-28 01:00');
    expect(r.some((x) => x.drawDate === '2026-11-28' || x.drawDate === '2026-11-29')).toBe(false);
  });

  it('two-session markets (China) open the afternoon round at the morning close', () => {
    const r = planRounds(gameByCode('STCN')!, FROM);
    expect(r[0]!.roundType).toBe('MORNING');
    expect(hm(r[0]!.closeAt)).toBe('10:00');
    expect(r[1]!.roundType).toBe('AFTERNOON');
    expect(hm(r[1]!.closeAt)).toBe('13:30');
    expect(r[1]!.openAt.getTime()).toBe(r[0]!.closeAt.getTime());
  });

  it('yeekee: 88 rounds a day every 15 minutes, first close 06:00, last 03:45, shooting until 03:55', () => {
    const dayStart = dayjs.tz('2026-11-22 05:00', 'YYYY-MM-DD HH:mm', BANGKOK_TZ).toDate();
    const r = planRounds(gameByCode('YK')!, dayStart, { count: 88 });
    expect(r).toHaveLength(88);
    expect(r[0]!.roundNo).toBe(1);
    expect(hm(r[0]!.closeAt)).toBe('06:00');
    expect(r[87]!.roundNo).toBe(88);
    expect(bkk(r[87]!.closeAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 03:45');
    expect(hm(r[87]!.resultAt)).toBe('03:55');
    expect(new Set(r.map((x) => x.drawDate))).toEqual(new Set(['2026-11-22']));
  });
});
