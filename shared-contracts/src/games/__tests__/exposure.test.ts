import { gameByCode } from '../catalogue';
import { defaultExposureCapSatang, lineExposureSatang } from '../exposure';

const vn = gameByCode('VN')!;
const line = (kind: string, amountSatang: number, rateX100: number, units: number | null = null) => ({
  kind,
  amountSatang,
  rateX100,
  units,
});

it('counts a rate line as the payout settlement would make: floor(stake × rate)', () => {
  expect(lineExposureSatang(vn, line('THREE_TOP', 100_00, 85_000))).toBe(85_000_00);
  // 1.01 baht at 3.2 = 3.232 baht → 323 satang (floored, as payoutSatang)
  expect(lineExposureSatang(vn, line('RUN_TOP', 101, 320))).toBe(323);
});

it('counts set and zodiac lines as units × the top prize', () => {
  expect(lineExposureSatang(gameByCode('SETHN')!, line('SET_4D', 240_00, 0, 2))).toBe(2 * 90_000_00);
  expect(lineExposureSatang(gameByCode('LAZODC')!, line('SIX_NUMBER', 120_00, 0, 1))).toBe(1_500_000_00);
});

it('defaults rate kinds to the configured cap and set/zodiac kinds to their per-number limit × top prize', () => {
  expect(defaultExposureCapSatang(vn, 'THREE_TOP', 2_000_000_00)).toBe(2_000_000_00);
  expect(defaultExposureCapSatang(gameByCode('SETLA')!, 'SET_4D', 2_000_000_00)).toBe(120 * 120_000_00);
  expect(defaultExposureCapSatang(gameByCode('LAZODC')!, 'SIX_NUMBER', 2_000_000_00)).toBe(99 * 1_500_000_00);
});
