import { limitWindows } from './limit-periods';

const iso = (w: { start: Date; end: Date }) => [w.start.toISOString(), w.end.toISOString()];

describe('limit periods (Bangkok calendar)', () => {
  it('day from 00:00 Bangkok, week from Monday, calendar month', () => {
    // Saturday 2026-05-02 10:00 Bangkok
    const w = limitWindows(new Date('2026-05-02T03:00:00Z'));
    expect(iso(w.day)).toEqual(['2026-05-01T17:00:00.000Z', '2026-05-02T17:00:00.000Z']);
    expect(iso(w.week)).toEqual(['2026-04-26T17:00:00.000Z', '2026-05-03T17:00:00.000Z']);
    expect(iso(w.month)).toEqual(['2026-04-30T17:00:00.000Z', '2026-05-31T17:00:00.000Z']);
  });

  it('turns at Bangkok midnight, not UTC midnight', () => {
    // 2026-05-03 23:30 UTC is already Monday 2026-05-04 06:30 in Bangkok
    const w = limitWindows(new Date('2026-05-03T23:30:00Z'));
    expect(iso(w.day)[0]).toBe('2026-05-03T17:00:00.000Z');
    expect(iso(w.week)[0]).toBe('2026-05-03T17:00:00.000Z');
    // a Sunday stays in the week that began the Monday before
    expect(iso(limitWindows(new Date('2026-05-03T16:59:59Z')).week)[0]).toBe('2026-04-26T17:00:00.000Z');
  });

  it('handles February and the year end', () => {
    expect(iso(limitWindows(new Date('2028-02-29T12:00:00Z')).month)).toEqual([
      '2028-01-31T17:00:00.000Z',
      '2028-02-29T17:00:00.000Z',
    ]);
    const newYear = limitWindows(new Date('2026-12-31T18:00:00Z')); // 2027-01-01 01:00 Bangkok, a Friday
    expect(iso(newYear.month)[0]).toBe('2026-12-31T17:00:00.000Z');
    expect(iso(newYear.week)[0]).toBe('2026-12-27T17:00:00.000Z');
  });
});
