import { serverOffsetMs } from './fetch-shop-round';
import { shopRound } from '../../../test/fixtures';

describe('serverOffsetMs', () => {
  it('is the server clock minus the device clock, from the round end and its countdown', () => {
    const data = shopRound();
    const round = data.current_round!;
    round.end_at = '2026-05-01T06:00:00.000Z';
    round.count_down.total_seconds = 3600;
    const loadedAt = Date.parse('2026-11-22T02:00:00.000Z');
    expect(serverOffsetMs(data, loadedAt)).toBe(Date.parse('2026-05-01T05:00:00.000Z') - loadedAt);
  });

  it('is 0 without a round', () => {
    expect(serverOffsetMs(null, Date.now())).toBe(0);
  });
});
