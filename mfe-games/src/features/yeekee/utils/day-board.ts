import { planRoundsOn, type GameDef, type YeekeePhase, type YeekeeRoundSummary } from 'shared-contracts';

/** A round's state on the board: the API's phase, or `missed` for a planned round the server never ran. */
export type BoardPhase = YeekeePhase | 'missed';

export interface BoardRound {
  roundNo: number;
  /** Betting closes (ISO instant). */
  closeAt: string;
  /** Shooting closes and the result is computed (ISO instant). */
  shootCloseAt: string;
  phase: BoardPhase;
  /** The server's view of the round; null when it has no such round (yet). */
  summary: YeekeeRoundSummary | null;
}

/**
 * Every round of a yeekee day (docs/game-rules.md "Yeekee": 88, numbered from 1) from the one planner, with the
 * server's summaries laid over it. The server creates rounds a few ahead, so a round it does not list is
 * `scheduled` when it comes after the last one it lists (or the day is still to come: `upcomingDay`), and
 * `missed` when it comes before (the server was not running then).
 */
export function dayBoard(
  game: GameDef,
  drawDate: string,
  summaries: readonly YeekeeRoundSummary[],
  { upcomingDay = false }: { upcomingDay?: boolean } = {},
): BoardRound[] {
  const byNo = new Map(summaries.map((s) => [s.round_no, s]));
  const lastListed = Math.max(0, ...summaries.map((s) => s.round_no));
  return planRoundsOn(game, drawDate).map((planned) => {
    const summary = byNo.get(planned.roundNo) ?? null;
    const later = upcomingDay || (summaries.length > 0 && planned.roundNo > lastListed);
    return {
      roundNo: planned.roundNo,
      closeAt: summary?.close_at ?? planned.closeAt.toISOString(),
      shootCloseAt: summary?.shoot_close_at ?? planned.resultAt.toISOString(),
      phase: summary?.phase ?? (later ? 'scheduled' : 'missed'),
      summary,
    };
  });
}
