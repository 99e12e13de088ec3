import { gameByCode } from '../catalogue';
import {
  isLineAmountAllowed,
  isUnitKind,
  lineAmountLimits,
  lineStake,
  lineTopPayoutSatang,
  UNIT_KINDS,
} from '../price-line';

const ug = gameByCode('UG')!;
const setLao = gameByCode('SETLA')!;
const zodiac = gameByCode('LAZODC')!;
const config = (game: typeof ug, kind: string) => game.betKinds.find((k) => k.kind === kind)!;

describe('which kinds are sold in units', () => {
  it('sets and zodiac tickets only', () => {
    expect(UNIT_KINDS).toEqual(['SET_4D', 'SIX_NUMBER']);
    expect(isUnitKind('SET_4D')).toBe(true);
    expect(isUnitKind('SIX_NUMBER')).toBe(true);
    for (const kind of ['THREE_TOP', 'RUN_BOTTOM', 'FOUR_ANY_ORDER', 'nonsense']) expect(isUnitKind(kind)).toBe(false);
  });
});

describe('lineStake', () => {
  it('is units × the unit price (120 baht) for set and zodiac lines', () => {
    expect(lineStake(setLao, 'SET_4D', 3)).toBe(360_00);
    expect(lineStake(zodiac, 'SIX_NUMBER', 1)).toBe(120_00);
  });
  it('is the amount itself (satang) for staked kinds', () => {
    expect(lineStake(ug, 'THREE_TOP', 1_050)).toBe(1_050);
  });
  it('is 0 for a unit kind in a game without a unit price', () => {
    expect(lineStake(ug, 'SET_4D', 3)).toBe(0);
  });
});

describe('limits of a line', () => {
  it('staked kinds: 1 to 100 baht, in satang', () => {
    expect(lineAmountLimits(ug, config(ug, 'THREE_TOP'))).toEqual({ min: 1_00, max: 100_00 });
    expect(isLineAmountAllowed(ug, config(ug, 'THREE_TOP'), 1_00)).toBe(true);
    expect(isLineAmountAllowed(ug, config(ug, 'THREE_TOP'), 100_00)).toBe(true);
    expect(isLineAmountAllowed(ug, config(ug, 'THREE_TOP'), 99)).toBe(false);
    expect(isLineAmountAllowed(ug, config(ug, 'THREE_TOP'), 100_01)).toBe(false);
  });
  it('set lines: 1 to 120 whole sets; zodiac lines: 1 to 99 whole tickets (docs/game-rules.md "Stakes and limits")', () => {
    expect(lineAmountLimits(setLao, config(setLao, 'SET_4D'))).toEqual({ min: 1, max: 120 });
    expect(lineAmountLimits(zodiac, config(zodiac, 'SIX_NUMBER'))).toEqual({ min: 1, max: 99 });
    expect(isLineAmountAllowed(setLao, config(setLao, 'SET_4D'), 120)).toBe(true);
    expect(isLineAmountAllowed(setLao, config(setLao, 'SET_4D'), 121)).toBe(false);
    expect(isLineAmountAllowed(setLao, config(setLao, 'SET_4D'), 0)).toBe(false);
    expect(isLineAmountAllowed(setLao, config(setLao, 'SET_4D'), 1.5)).toBe(false);
    expect(isLineAmountAllowed(zodiac, config(zodiac, 'SIX_NUMBER'), 100)).toBe(false);
  });
});

describe('lineTopPayoutSatang', () => {
  it('staked kinds pay floor(stake × rate) as settlement does', () => {
    // 1.01 baht at 3.2 = 3.232 baht → 323 satang
    expect(lineTopPayoutSatang(ug, { kind: 'RUN_TOP', amountSatang: 101, rateX100: 320, units: null })).toBe(323);
    expect(lineTopPayoutSatang(ug, { kind: 'THREE_TOP', amountSatang: 10_00, rateX100: 900_00, units: null })).toBe(
      9_000_00,
    );
  });
  it('unit kinds pay units × the top prize of the game', () => {
    expect(lineTopPayoutSatang(setLao, { kind: 'SET_4D', amountSatang: 240_00, rateX100: 0, units: 2 })).toBe(
      2 * 120_000_00,
    );
    expect(lineTopPayoutSatang(zodiac, { kind: 'SIX_NUMBER', amountSatang: 120_00, rateX100: 0, units: 1 })).toBe(
      1_500_000_00,
    );
  });
});
