import { LIVE_CHANNEL_NAME } from '../../live/live-channels';
import { YEEKEE_TOO_FEW_SHOTS_REASON, computeYeekeeResult, yeekeeRoundChannel, type YeekeeShotInput } from '../yeekee';
import { TWENTY_YEEKEE_SHOTS } from '../../testing/yeekee-shots';

/** A recorded round: shot i (1-based) is `numbers[i - 1]`. */
const shotsOf = (numbers: string[]): YeekeeShotInput[] => numbers.map((number, i) => ({ seq: i + 1, number }));

// twenty shots as a round records them, oldest first
const TWENTY = [...TWENTY_YEEKEE_SHOTS];

describe('computeYeekeeResult (docs/game-rules.md "Yeekee")', () => {
  it('20 shots: R = the sum minus the 16th most recent shot (seq 5), digits from its last 5 digits', () => {
    const out = computeYeekeeResult(shotsOf(TWENTY));
    const sum = TWENTY.reduce((t, n) => t + Number(n), 0);
    expect(out).toEqual({
      status: 'resulted',
      shotCount: 20,
      sum: String(sum),
      subtracted: { seq: 5, number: '99999' },
      r: String(sum - 99999),
      digits: expect.any(Object),
    });
    // 814,686 − 99,999 = 714,687 → last five 14687
    expect(sum).toBe(814_686);
    expect(out.status === 'resulted' && out.digits).toEqual({ top3: '687', top2: '87', bottom2: '14' });
  });

  it('the order of the list does not matter: shots are read by sequence', () => {
    const shuffled = [...shotsOf(TWENTY)].reverse();
    expect(computeYeekeeResult(shuffled)).toEqual(computeYeekeeResult(shotsOf(TWENTY)));
  });

  it('19 and 16 shots: void, every stake refunded', () => {
    for (const n of [19, 16])
      expect(computeYeekeeResult(shotsOf(TWENTY.slice(0, n)))).toEqual({
        status: 'void',
        shotCount: n,
        reason: YEEKEE_TOO_FEW_SHOTS_REASON,
      });
    expect(computeYeekeeResult([])).toMatchObject({ status: 'void', shotCount: 0 });
  });

  it('an R shorter than 5 digits is padded; large sums stay exact', () => {
    const small = shotsOf(Array.from({ length: 20 }, (_, i) => (i === 4 ? '00005' : '00001')));
    expect(computeYeekeeResult(small)).toMatchObject({ r: '19', digits: { top3: '019', top2: '19', bottom2: '00' } });
    const many = shotsOf(Array.from({ length: 5000 }, () => '99999'));
    expect(computeYeekeeResult(many)).toMatchObject({ sum: '499995000', r: '499895001' });
  });

  it('refuses a list that is not a round: gaps or repeats in the sequence, numbers of other lengths', () => {
    const gap = shotsOf(TWENTY).filter((s) => s.seq !== 7);
    expect(() => computeYeekeeResult(gap)).toThrow(RangeError);
    expect(() => computeYeekeeResult([...shotsOf(TWENTY), { seq: 20, number: '12345' }])).toThrow(RangeError);
    expect(() => computeYeekeeResult(shotsOf([...TWENTY.slice(0, 19), '1234']))).toThrow(RangeError);
  });

  it('names the round channel within the live layer channel names', () => {
    expect(yeekeeRoundChannel('123')).toBe('yeekee.123');
    expect(LIVE_CHANNEL_NAME.test(yeekeeRoundChannel(999_999_999_999_999))).toBe(true);
  });
});
