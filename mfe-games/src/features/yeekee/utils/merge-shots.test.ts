import { yeekeeRound, yeekeeShot, yeekeeShotsPage } from '../../../test/yeekee-fixtures';
import { FEED_KEEP, mergeShots } from './merge-shots';

const round = yeekeeRound(18);
const shot = (seq: number) => yeekeeShot(round.round_id, seq, String(seq).padStart(5, '0'));

describe('mergeShots', () => {
  it('adds new shots newest first, once per sequence, and raises the count', () => {
    const page = yeekeeShotsPage(round, [shot(1), shot(2)]);
    const merged = mergeShots(page, [shot(3), shot(2), shot(3)]);
    expect(merged.shots.map((s) => s.seq)).toEqual([3, 2, 1]);
    expect(merged.shot_count).toBe(3);
  });

  it('never lowers the count the server gave and keeps only the newest shots', () => {
    const page = { ...yeekeeShotsPage(round, [shot(500)]), shot_count: 900 };
    expect(mergeShots(page, [shot(499)]).shot_count).toBe(900);
    const many = Array.from({ length: FEED_KEEP + 20 }, (_, i) => shot(i + 1));
    const kept = mergeShots(yeekeeShotsPage(round, []), many).shots;
    expect(kept).toHaveLength(FEED_KEEP);
    expect(kept[0]!.seq).toBe(FEED_KEEP + 20);
  });
});
