/** The mini-games' configuration (api/src/config.ts): MINIGAME_MULTIPLIER and MINIGAME_MAX_PAYOUT_BAHT. */
import { ConfigError, loadConfig } from '../config';

describe('mini-game configuration', () => {
  it('defaults to 1.96 per win and a 100,000 baht largest payout', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.minigameMultiplierX100).toBe(196);
    expect(config.minigameMaxPayoutSatang).toBe(100_000_00);
  });

  it('reads a multiplier with up to 2 decimals and refuses anything else, naming the variable', () => {
    expect(loadConfig({ NODE_ENV: 'test', MINIGAME_MULTIPLIER: '1.9' }).minigameMultiplierX100).toBe(190);
    expect(loadConfig({ NODE_ENV: 'test', MINIGAME_MULTIPLIER: '2' }).minigameMultiplierX100).toBe(200);
    for (const bad of ['1', '1.005', '10.01', 'abc', '-1.5'])
      expect(() => loadConfig({ NODE_ENV: 'test', MINIGAME_MULTIPLIER: bad })).toThrow(
        new ConfigError(
          'Invalid environment:\n  MINIGAME_MULTIPLIER: must be a multiplier of 1.01-10 with at most 2 decimals, e.g. 1.96',
        ),
      );
  });
});
