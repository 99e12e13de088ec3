import { LIVE_CHANNEL_NAME } from '../../live/live-channels';
import {
  YEEKEE_TOO_FEW_SHOTS_REASON,
  computeYeekeeResult,
  yeekeeRoundChannel,
  yeekeeSecretNumber,
  type YeekeeShotInput,
} from '../yeekee';
import { TWENTY_YEEKEE_SHOTS } from '../../testing/yeekee-shots';

/** A recorded round: shot i (1-based) is `numbers[i - 1]`. */
const shotsOf = (numbers: string[]): YeekeeShotInput[] => numbers.map((number, i) => ({ seq: i + 1, number }));

// twenty shots as a round records them, oldest first
const TWENTY = [...TWENTY_YEEKEE_SHOTS];
// a round's secret as revealed at the close: 64 hex characters
const SECRET = 'f'.repeat(63) + '0';

describe('computeYeekeeResult (docs/game-rules.md "Yeekee")', () => {
  it('20 shots of a round from before secrets: R = the sum minus the 16th most recent shot (seq 5)', () => {
    const out = computeYeekeeResult(shotsOf(TWENTY), null);
    const sum = TWENTY.reduce((t, n) => t + Number(n), 0);
    expect(out).toEqual({
      status: 'resulted',
      shotCount: 20,
      sum: String(sum),
      subtracted: { seq: 5, number: '99999' },
      secretNumber: null,
      r: String(sum - 99999),
      digits: expect.any(Object),
    });
    // 814,686 − 99,999 = 714,687 → last five 14687
    expect(sum).toBe(814_686);
    expect(out.status === 'resulted' && out.digits).toEqual({ top3: '687', top2: '87', bottom2: '14' });
  });

  it('the order of the list does not matter: shots are read by sequence', () => {
    const shuffled = [...shotsOf(TWENTY)].reverse();
    expect(computeYeekeeResult(shuffled, SECRET)).toEqual(computeYeekeeResult(shotsOf(TWENTY), SECRET));
  });

  it('19 and 16 shots: void, every stake refunded', () => {
    for (const n of [19, 16])
      expect(computeYeekeeResult(shotsOf(TWENTY.slice(0, n)), SECRET)).toEqual({
        status: 'void',
        shotCount: n,
        reason: YEEKEE_TOO_FEW_SHOTS_REASON,
      });
    expect(computeYeekeeResult([], SECRET)).toMatchObject({ status: 'void', shotCount: 0 });
  });

  it('an R shorter than 5 digits is padded; large sums stay exact', () => {
    const small = shotsOf(Array.from({ length: 20 }, (_, i) => (i === 4 ? '00005' : '00001')));
    expect(computeYeekeeResult(small, null)).toMatchObject({
      r: '19',
      digits: { top3: '019', top2: '19', bottom2: '00' },
    });
    const many = shotsOf(Array.from({ length: 5000 }, () => '99999'));
    expect(computeYeekeeResult(many, null)).toMatchObject({ sum: '499995000', r: '499895001' });
  });

  it('refuses a list that is not a round: gaps or repeats in the sequence, numbers of other lengths', () => {
    const gap = shotsOf(TWENTY).filter((s) => s.seq !== 7);
    expect(() => computeYeekeeResult(gap, SECRET)).toThrow(RangeError);
    expect(() => computeYeekeeResult([...shotsOf(TWENTY), { seq: 20, number: '12345' }], SECRET)).toThrow(RangeError);
    expect(() => computeYeekeeResult(shotsOf([...TWENTY.slice(0, 19), '1234']), SECRET)).toThrow(RangeError);
  });

  it('mixes in the round secret: R = sum − 16th most recent + the secret read modulo 100000', () => {
    // 0xff…f0 mod 100000, computed independently of the code under test
    const secretNumber = (BigInt(`0x${SECRET}`) % 100000n).toString().padStart(5, '0');
    expect(yeekeeSecretNumber(SECRET)).toBe(secretNumber);
    const out = computeYeekeeResult(shotsOf(TWENTY), SECRET);
    expect(out).toMatchObject({ status: 'resulted', secretNumber, r: String(714_687 + Number(secretNumber)) });
    // the secret number of an all-zero secret is 00000 and R is the old rule's
    expect(computeYeekeeResult(shotsOf(TWENTY), '0'.repeat(64))).toMatchObject({ secretNumber: '00000', r: '714687' });
    expect(() => computeYeekeeResult(shotsOf(TWENTY), 'F'.repeat(64))).toThrow(RangeError);
    expect(() => yeekeeSecretNumber('abc')).toThrow(RangeError);
  });

  it('a last shooter who knows every other shot but not the secret cannot aim: each secret gives another R', () => {
    // the old attack: choose the last shot so that sum − 16th most recent ends in 00777
    const first = TWENTY.slice(0, 19);
    const known = first.reduce((t, n) => t + BigInt(n), 0n) - BigInt(first[first.length - 15]!);
    const aim = (((777n - known) % 100000n) + 100000n) % 100000n;
    const shots = shotsOf([...first, aim.toString().padStart(5, '0')]);
    expect(computeYeekeeResult(shots, null)).toMatchObject({ digits: { top3: '777' } });
    // with secrets the same shots give R's last five digits spread over the whole range
    const seen = new Set<string>();
    for (let i = 0; i < 200; i += 1) {
      const secret = (BigInt(i + 1) * 0x9e3779b97f4a7c15n).toString(16).padStart(64, '0').slice(-64);
      const out = computeYeekeeResult(shots, secret);
      if (out.status === 'resulted') seen.add(out.digits.top3);
    }
    expect(seen.size).toBeGreaterThan(150);
  });

  it('names the round channel within the live layer channel names', () => {
    expect(yeekeeRoundChannel('123')).toBe('yeekee.123');
    expect(LIVE_CHANNEL_NAME.test(yeekeeRoundChannel(999_999_999_999_999))).toBe(true);
  });
});
