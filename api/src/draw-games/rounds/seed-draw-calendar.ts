/**
 * Seeds a table game's draw calendar once per database: the real draw dates of the data files plus the
 * announced GLO period dates. Past dates stay in the calendar as the predecessors that upcoming rounds
 * open after (a round for D opens at the previous draw date's open time); rounds are only ever created
 * for dates still ahead of the clock (ensure-planned-rounds.ts). Seeding is recorded in
 * app_settings, so dates ops remove later do not come back on restart.
 */
import { BAAC_DRAW_DATES, GSB_DRAW_DATES, UPCOMING_GLO_DRAW_DATES, gameByCode, type GameDef } from 'shared-contracts';
import type { StorageContext } from '../../context';
import { readGloFile } from '../history/glo-data-files';

/** Seeds BAAC and GSB calendars from their tables of announced dates (once per database each). */
export async function seedBankCalendars(ctx: StorageContext): Promise<number> {
  let n = 0;
  n += await seedDrawCalendar(ctx, gameByCode('BAA')!, BAAC_DRAW_DATES);
  n += await seedDrawCalendar(ctx, gameByCode('GSB')!, GSB_DRAW_DATES);
  return n;
}

export async function seedDrawCalendar(
  ctx: StorageContext,
  game: GameDef = gameByCode('UG')!,
  announced?: readonly string[],
): Promise<number> {
  const marker = `draw_calendar_seeded:${game.code}`;
  const done = await ctx.db.selectFrom('app_settings').select('key').where('key', '=', marker).executeTakeFirst();
  if (done) return 0;
  const now = ctx.clock.now();
  const fromFiles = announced
    ? []
    : [
        ...(await readGloFile(ctx.config.sharedDataDir, 'glo-draws.json')).draws,
        ...(await readGloFile(ctx.config.sharedDataDir, 'glo-draws-extra.json')).draws,
      ].map((d) => ({ date: d.date, source: 'glo-data' }));
  const upcoming = (announced ?? UPCOMING_GLO_DRAW_DATES).map((date) => ({
    date,
    source: announced ? 'bank-announced' : 'glo-announced',
  }));
  const rows = [...fromFiles, ...upcoming].map((d) => ({ game_code: game.code, draw_date: d.date, source: d.source }));
  await ctx.db.transaction().execute(async (trx) => {
    if (rows.length > 0)
      await trx
        .insertInto('draw_calendar')
        .values(rows)
        .onConflict((oc) => oc.columns(['game_code', 'draw_date']).doNothing())
        .execute();
    await trx
      .insertInto('app_settings')
      .values({
        key: marker,
        value: JSON.stringify({ seeded_at: now.toISOString(), dates: rows.length }),
        updated_at: now,
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  });
  return rows.length;
}
