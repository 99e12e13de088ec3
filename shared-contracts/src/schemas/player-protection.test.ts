import { selfExclusionEnd } from '../player-protection/protection-rules';
import { setLimitsBody, setRealityCheckBody, selfExclusionBody } from './player-protection';

describe('self-exclusion end', () => {
  it('is the same Bangkok time 6 months, 1 year or 5 years later', () => {
    const from = new Date('2026-05-02T03:00:00Z'); // 10:00 Bangkok
    expect(selfExclusionEnd(from, '6M').toISOString()).toBe('2026-11-02T03:00:00.000Z');
    expect(selfExclusionEnd(from, '1Y').toISOString()).toBe('2027-05-02T03:00:00.000Z');
    expect(selfExclusionEnd(from, '5Y').toISOString()).toBe('2031-05-02T03:00:00.000Z');
  });

  it('counts Bangkok calendar days: a 31st falls back to the last day of a shorter month', () => {
    // 2026-08-31 02:00 Bangkok is still 30 August in UTC
    expect(selfExclusionEnd(new Date('2026-08-30T19:00:00Z'), '6M').toISOString()).toBe('2027-02-27T19:00:00.000Z');
    // 29 February to a year without one
    expect(selfExclusionEnd(new Date('2028-02-29T05:00:00Z'), '1Y').toISOString()).toBe('2029-02-28T05:00:00.000Z');
  });
});

describe('player-protection request bodies', () => {
  it('limits: baht to satang, null = none, omitted = unchanged; at least one field, nothing unknown', () => {
    expect(setLimitsBody.parse({ deposit_day: '1000.50', loss_month: null })).toEqual({
      deposit_day: 100050,
      loss_month: null,
    });
    for (const bad of [{}, { deposit_day: -1 }, { deposit_day: 1.234 }, { deposit_day: 'x' }, { other: 1 }])
      expect(setLimitsBody.safeParse(bad).success).toBe(false);
  });

  it('reality check interval is one of 15, 30, 60, 120; self-exclusion needs a period and a 6-digit PIN', () => {
    expect(setRealityCheckBody.safeParse({ interval_minutes: 15 }).success).toBe(true);
    expect(setRealityCheckBody.safeParse({ interval_minutes: 45 }).error?.issues[0]?.message).toBe(
      'interval_minutes must be one of 15, 30, 60, 120',
    );
    expect(selfExclusionBody.safeParse({ period: '1Y', pin: '123456' }).success).toBe(true);
    expect(selfExclusionBody.safeParse({ period: '1M', pin: '123456' }).success).toBe(false);
    expect(selfExclusionBody.safeParse({ period: '1Y', pin: '1234' }).success).toBe(false);
  });
});
