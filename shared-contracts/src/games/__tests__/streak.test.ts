/** docs/game-rules.md "Mini-games": the running payout is floored to satang at every win, up to the cap. */
import { STREAK_GAMES, nextPayoutSatang, streakGameDef, streakLadder } from '../streak';

describe('streak payouts', () => {
  it('multiplies by 1.96 per win, flooring each rung to whole satang', () => {
    expect(nextPayoutSatang(1000, 196)).toBe(1960);
    expect(nextPayoutSatang(1960, 196)).toBe(3841); // 3841.6
    expect(streakLadder(1000, 196, 100_000_00, 4)).toEqual([1960, 3841, 7528, 14754]);
  });

  it('stops the ladder before the first rung above the largest payout', () => {
    expect(streakLadder(1000, 190, 4000, 5)).toEqual([1900, 3610]);
  });

  it('finds both streak games in the catalogue with their codes and stake limits', () => {
    expect(STREAK_GAMES.map((g) => streakGameDef(g).code)).toEqual(['CT', 'PYC']);
    expect(streakGameDef('cointossing').streak).toEqual({
      minStakeSatang: 100,
      maxStakeSatang: 10_000,
      defaultStakeSatang: 500,
    });
  });
});
