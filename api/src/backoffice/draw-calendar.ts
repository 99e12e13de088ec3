/**
 * Ops edit a table game's draw calendar (real dates only; the scheduler makes rounds from it):
 * list the dates still ahead, add one, remove one that has no live round yet.
 */
import { AppError, ErrorCode, planRoundsOn, type DrawCalendarData, type GameDef } from 'shared-contracts';
import type { AppContext } from '../context';
import { runSchedulerTick } from '../scheduler/run-scheduler-tick';

/** The calendar from the last draw before now onwards, with the round made for each date (if any). */
export async function listDrawCalendar(ctx: AppContext, game: GameDef): Promise<DrawCalendarData> {
  const rows = await ctx.db
    .selectFrom('draw_calendar as c')
    .leftJoin('rounds as r', (j) => j.onRef('r.game_code', '=', 'c.game_code').onRef('r.draw_date', '=', 'c.draw_date'))
    .select(['c.draw_date', 'c.source', 'r.id as round_id', 'r.state as round_state'])
    .where('c.game_code', '=', game.code)
    .orderBy('c.draw_date')
    .execute();
  return {
    game_code: game.code,
    dates: rows.map((r) => ({
      draw_date: r.draw_date,
      source: r.source,
      round_id: r.round_id === null ? null : String(r.round_id),
      round_state: r.round_state,
    })),
  };
}

/** Adds a future draw date (its close must be ahead of the clock); E10409 when already listed. */
export async function addDrawDate(ctx: AppContext, game: GameDef, drawDate: string): Promise<DrawCalendarData> {
  const now = ctx.clock.now();
  if ((planRoundsOn(game, drawDate)[0]?.closeAt.getTime() ?? 0) <= now.getTime())
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `draw_date ${drawDate} is past its close time: only future draws can be added`,
      [{ path: 'draw_date', message: 'must be a future draw date' }],
    );
  const inserted = await ctx.db
    .insertInto('draw_calendar')
    .values({ game_code: game.code, draw_date: drawDate, source: 'ops' })
    .onConflict((oc) => oc.columns(['game_code', 'draw_date']).doNothing())
    .returning('draw_date')
    .executeTakeFirst();
  if (!inserted) throw new AppError(ErrorCode.CONFLICT, `${drawDate} is already in the ${game.code} calendar`);
  await runSchedulerTick(ctx.db, now, { context: ctx });
  return listDrawCalendar(ctx, game);
}

/** Removes a date. Its round goes too while still scheduled without bets; a live round → E10409. */
export async function removeDrawDate(ctx: AppContext, game: GameDef, drawDate: string): Promise<DrawCalendarData> {
  await ctx.db.transaction().execute(async (trx) => {
    const entry = await trx
      .selectFrom('draw_calendar')
      .select('draw_date')
      .where('game_code', '=', game.code)
      .where('draw_date', '=', drawDate)
      .forUpdate()
      .executeTakeFirst();
    if (!entry) throw new AppError(ErrorCode.NOT_FOUND, `${drawDate} is not in the ${game.code} calendar`);
    const round = await trx
      .selectFrom('rounds')
      .select(['id', 'state'])
      .where('game_code', '=', game.code)
      .where('draw_date', '=', drawDate)
      .forUpdate()
      .executeTakeFirst();
    if (round) {
      const bets = await trx
        .selectFrom('bet_slips')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('round_id', '=', round.id)
        .executeTakeFirstOrThrow();
      if (round.state !== 'scheduled' || Number(bets.n) > 0)
        throw new AppError(
          ErrorCode.CONFLICT,
          `round ${round.id} for ${drawDate} is ${round.state} with ${bets.n} slips: close or void it instead`,
        );
      await trx.deleteFrom('rounds').where('id', '=', round.id).execute();
    }
    await trx
      .deleteFrom('draw_calendar')
      .where('game_code', '=', game.code)
      .where('draw_date', '=', drawDate)
      .execute();
  });
  return listDrawCalendar(ctx, game);
}
