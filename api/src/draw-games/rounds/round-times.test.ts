import { gameByCode } from 'shared-contracts';
import { previousDate, roundTimes } from './round-times';

const ug = gameByCode('UG')!;

describe('roundTimes (Thai underground)', () => {
  it('opens at the previous draw date 16:30 Bangkok, closes 15:10 and expects the result 16:00 on the draw date', () => {
    expect(roundTimes(ug, '2027-01-02', '2026-12-16')).toEqual({
      openAt: new Date('2026-12-16T09:30:00Z'),
      closeAt: new Date('2027-01-02T08:10:00Z'),
      resultExpectedAt: new Date('2027-01-02T09:00:00Z'),
    });
  });
  it('opens 15 days ahead when no earlier draw date is known', () => {
    expect(roundTimes(ug, '2026-12-01', undefined).openAt).toEqual(new Date('2026-11-16T09:30:00Z'));
  });
});

describe('previousDate', () => {
  it('takes the latest date strictly before, whatever the order', () => {
    expect(previousDate(['2027-01-17', '2026-12-16', '2027-01-02'], '2027-01-17')).toBe('2027-01-02');
    expect(previousDate(['2027-01-17'], '2027-01-17')).toBeUndefined();
  });
});
