/**
 * Brings a database to what the app needs before it serves: the schema migrated, the real GLO and draw-game
 * history imported up to the clock, the GLO and bank calendars seeded (ARCHITECTURE.md "Database"). Idempotent:
 * a restart (or a test database cloned from a prepared template) inserts nothing. The scheduler's first pass is
 * not part of it: it depends on the configuration (app.ts runs it).
 */
import type { StorageContext } from './context';
import { migrateToLatest } from './db/migrate';
import { importDrawHistory } from './draw-games/history/import-draw-history';
import { importGloHistory } from './draw-games/history/import-glo-history';
import { seedBankCalendars, seedDrawCalendar } from './draw-games/rounds/seed-draw-calendar';

/** Migrates, imports and seeds through `ctx.db` at `ctx.clock.now()`; logs what changed on `ctx.log`. */
export async function prepareDatabase(ctx: StorageContext): Promise<void> {
  const applied = await migrateToLatest(ctx.db);
  if (applied.length) ctx.log.info({ applied }, 'database migrated');
  const imported = await importGloHistory(ctx);
  if (imported.imported) ctx.log.info(imported, 'GLO history imported');
  const seeded = await seedDrawCalendar(ctx);
  if (seeded) ctx.log.info({ dates: seeded }, 'draw calendar seeded');
  const banks = await seedBankCalendars(ctx);
  if (banks) ctx.log.info({ dates: banks }, 'BAAC/GSB draw calendars seeded');
  const history = await importDrawHistory(ctx);
  ctx.log.info(history, 'draw-game history imported');
}
