import { DRAW_GAMES, gameByCode, GAMES } from '../catalogue';
import { UPCOMING_GLO_DRAW_DATES } from '../draw-dates';
import { FIRST_ROUND_OPEN_DAYS, planRounds, planRoundsOn, previousDate } from '../schedule';
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

  it('Dow Jones takes bets from the previous close to its own: 24 hours on a weekday, the weekend for Monday', () => {
    const r = planRounds(gameByCode('STUS')!, FROM);
    const tue = r.find((x) => x.drawDate === '2026-11-24')!;
    expect(bkk(tue.openAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-24 01:00');
    expect(tue.closeAt.getTime() - tue.openAt.getTime()).toBe(24 * 3_600_000);
    for (let i = 1; i < r.length; i++) expect(r[i]!.openAt.getTime()).toBe(r[i - 1]!.closeAt.getTime());
    const mon = r.find((x) => x.drawDate === '2026-11-30')!;
    expect(bkk(mon.openAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-28 01:00');
  });

  it('two-session markets (China) open the afternoon round at the morning close', () => {
    const r = planRounds(gameByCode('STCN')!, FROM);
    expect(r[0]!.roundType).toBe('MORNING');
    expect(hm(r[0]!.closeAt)).toBe('10:00');
    expect(r[1]!.roundType).toBe('AFTERNOON');
    expect(hm(r[1]!.closeAt)).toBe('13:30');
    expect(r[1]!.openAt.getTime()).toBe(r[0]!.closeAt.getTime());
  });

  it('yeekee: 88 rounds a day numbered 1-88, betting closes 06:00 to 03:45 across midnight, shooting until 03:55 (spec section 9)', () => {
    const yk = gameByCode('YK')!;
    const dayStart = dayjs.tz('2026-11-22 05:00', 'YYYY-MM-DD HH:mm', BANGKOK_TZ).toDate();
    const r = planRounds(yk, dayStart, { count: 89 });
    const day = r.slice(0, 88);
    expect(day.map((x) => x.roundNo)).toEqual(Array.from({ length: 88 }, (_, i) => i + 1));
    expect(new Set(day.map((x) => x.drawDate))).toEqual(new Set(['2026-11-22']));
    const first = dayjs.tz('2026-11-22 06:00', 'YYYY-MM-DD HH:mm', BANGKOK_TZ);
    for (const [i, x] of day.entries()) {
      const close = first.add(15 * i, 'minute');
      expect(bkk(x.closeAt).format('YYYY-MM-DD HH:mm')).toBe(close.tz(BANGKOK_TZ).format('YYYY-MM-DD HH:mm'));
      // shooting stays open 10 minutes after the betting close; the result is computed then
      expect(x.resultAt.getTime() - x.closeAt.getTime()).toBe(10 * 60_000);
      // round 1 opens 05:45 (after the night's break), every later round at its predecessor's betting close
      expect(x.openAt.getTime()).toBe(i === 0 ? first.subtract(15, 'minute').valueOf() : day[i - 1]!.closeAt.getTime());
    }
    expect(bkk(day[71]!.closeAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-22 23:45');
    expect(bkk(day[72]!.closeAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 00:00');
    expect(bkk(day[87]!.closeAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 03:45');
    // spec section 9 "Yeekee close 03:55": the day's last shooting close, the catalogue's close of the day
    const last = yk.schedule!.closes[0]!;
    expect(bkk(day[87]!.resultAt).format('YYYY-MM-DD HH:mm')).toBe(`2026-11-23 ${last.close}`);
    expect(last.closeDayOffset).toBe(1);
    // the next day starts again at round 1, closing 06:00 and opening 05:45
    expect(r[88]).toMatchObject({ drawDate: '2026-11-23', roundNo: 1 });
    expect(bkk(r[88]!.openAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 05:45');
    expect(bkk(r[88]!.closeAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 06:00');
  });

  it('yeekee in the small hours: the rounds still running belong to the previous day', () => {
    const at = dayjs.tz('2026-11-23 02:07', 'YYYY-MM-DD HH:mm', BANGKOK_TZ).toDate();
    const [current] = planRounds(gameByCode('YK')!, at, { count: 1 });
    expect(current).toMatchObject({ drawDate: '2026-11-22', roundNo: 82 });
    expect(bkk(current!.closeAt).format('HH:mm')).toBe('02:15');
  });
});

describe('planRoundsOn: the rounds of one draw date by the same rules', () => {
  const ug = gameByCode('UG')!;
  it('the underground opens at the previous calendar date 16:30, closes 15:10, expects the result 16:00', () => {
    const [r] = planRoundsOn(ug, '2027-01-02', { calendarDates: ['2027-01-17', '2026-12-16', '2027-01-02'] });
    expect(r).toMatchObject({
      openAt: new Date('2026-12-16T09:30:00Z'),
      closeAt: new Date('2027-01-02T08:10:00Z'),
      resultAt: new Date('2027-01-02T09:00:00Z'),
    });
  });
  it(`a calendar's first date opens ${FIRST_ROUND_OPEN_DAYS} days ahead, in planRounds too`, () => {
    expect(planRoundsOn(ug, '2026-12-01')[0]!.openAt).toEqual(new Date('2026-11-16T09:30:00Z'));
    const planned = planRounds(ug, new Date('2026-11-20T00:00:00Z'), { calendarDates: ['2026-12-01'] });
    expect(planned[0]!.openAt).toEqual(new Date('2026-11-16T09:30:00Z'));
  });
  it('agrees with planRounds for every game', () => {
    const tableDates = [...UPCOMING_GLO_DRAW_DATES.filter((d) => d > '2026-11-16'), '2026-11-16'];
    for (const game of [...DRAW_GAMES, gameByCode('YK')!]) {
      const planned = planRounds(game, FROM, { calendarDates: tableDates });
      for (const p of planned) {
        const same = planRoundsOn(game, p.drawDate, { calendarDates: tableDates }).find(
          (x) => x.roundNo === p.roundNo && x.roundType === p.roundType,
        );
        expect(same).toEqual(p);
      }
    }
  });
  it('a past draw on a day the weekly schedule skips is still timed (history)', () => {
    // Laos draws Mon, Wed, Fri: a real Tuesday draw opens after the Monday close
    const [r] = planRoundsOn(gameByCode('LA')!, '2026-11-24');
    expect(bkk(r!.openAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-23 21:00');
    expect(bkk(r!.closeAt).format('YYYY-MM-DD HH:mm')).toBe('2026-11-24 20:00');
  });
  it('previousDate takes the latest date strictly before, whatever the order', () => {
    expect(previousDate(['2027-01-17', '2026-12-16', '2027-01-02'], '2027-01-17')).toBe('2027-01-02');
    expect(previousDate(['2027-01-17'], '2027-01-17')).toBeUndefined();
  });
});
