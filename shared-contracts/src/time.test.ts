import {
  bangkokDate,
  bangkokTime,
  durationDays,
  formatThaiDate,
  formatThaiDrawDate,
  splitCountdown,
  toBuddhistYear,
  formatThaiCloseTime,
} from './time';
import { bahtToSatang, formatBaht, payoutSatang, satangToBaht } from './money';

describe('Bangkok time and Buddhist-era dates', () => {
  it('Bangkok is UTC+7 all year', () => {
    expect(bangkokTime('2026-12-01', '15:10').toISOString()).toBe('2026-12-01T08:10:00.000Z');
    expect(bangkokTime('2026-06-01', '00:30').toISOString()).toBe('2026-05-31T17:30:00.000Z');
    expect(bangkokDate(new Date('2026-11-30T18:00:00Z'))).toBe('2026-12-01');
  });
  it('shows the Buddhist-era year (calendar year + 543)', () => {
    expect(toBuddhistYear(2026)).toBe(2569);
    expect(formatThaiDate(new Date('2026-12-01T08:10:00Z'))).toBe('1 ธันวาคม 2569');
    expect(formatThaiDrawDate('2026-05-02')).toBe('2 พฤษภาคม 2569');
  });
  it('counts down and rounds durations up', () => {
    expect(splitCountdown(90061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitCountdown(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(durationDays(new Date('2026-01-01T00:00:00Z'), new Date('2026-01-02T00:00:01Z'))).toBe(2);
  });
});

describe('money is integer satang', () => {
  it('parses baht with at most 2 decimals', () => {
    expect(bahtToSatang('10')).toBe(1000);
    expect(bahtToSatang(1.5)).toBe(150);
    expect(bahtToSatang('0.07')).toBe(7);
    expect(bahtToSatang('1.234')).toBeNull();
    expect(bahtToSatang(-1)).toBeNull();
    expect(bahtToSatang('abc')).toBeNull();
  });
  it('formats and converts without float drift', () => {
    expect(formatBaht(123456789)).toBe('1,234,567.89');
    expect(satangToBaht(1999)).toBe(19.99);
    expect(payoutSatang(1000, 90000)).toBe(900000);
    expect(payoutSatang(101, 320)).toBe(323);
  });
});

describe('formatThaiCloseTime', () => {
  const now = '2026-11-28T20:00:00+07:00'; // Saturday evening in Bangkok
  it('gives the time alone today, พรุ่งนี้ tomorrow and the weekday and date later (Bangkok days)', () => {
    expect(formatThaiCloseTime('2026-11-28T15:10:00Z', now)).toBe('22:10\u00a0น.');
    expect(formatThaiCloseTime('2026-11-28T17:30:00Z', now)).toBe('พรุ่งนี้ 00:30\u00a0น.');
    expect(formatThaiCloseTime('2026-12-01T08:10:00Z', now)).toBe('อ. 1 ธ.ค. 15:10\u00a0น.');
  });
});
