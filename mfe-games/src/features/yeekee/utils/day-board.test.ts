import { gameByCode } from 'shared-contracts';
import { DAY, yeekeeRound } from '../../../test/yeekee-fixtures';
import { dayBoard } from './day-board';

const YK = gameByCode('YK')!;

describe('dayBoard', () => {
  it('lays the listed rounds over the 88 planned ones: earlier missing rounds missed, later ones scheduled', () => {
    const rows = dayBoard(YK, DAY, [
      yeekeeRound(17, { phase: 'resulted', top3: '246' }),
      yeekeeRound(18, { phase: 'betting' }),
    ]);
    expect(rows).toHaveLength(88);
    expect(rows[0]).toMatchObject({ roundNo: 1, phase: 'missed', closeAt: '2026-04-30T23:00:00.000Z' });
    expect(rows[16]).toMatchObject({ roundNo: 17, phase: 'resulted', summary: { top3: '246' } });
    expect(rows[17]!.phase).toBe('betting');
    expect(rows[18]!.phase).toBe('scheduled');
    // the last round closes betting at 03:45 the next morning and shooting at 03:55
    expect(rows[87]).toMatchObject({
      roundNo: 88,
      closeAt: '2026-05-01T20:45:00.000Z',
      shootCloseAt: '2026-05-01T20:55:00.000Z',
    });
  });

  it('shows a day the server has not planned yet as scheduled', () => {
    expect(new Set(dayBoard(YK, DAY, [], { upcomingDay: true }).map((r) => r.phase))).toEqual(new Set(['scheduled']));
    expect(new Set(dayBoard(YK, DAY, []).map((r) => r.phase))).toEqual(new Set(['missed']));
  });
});
