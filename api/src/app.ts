/**
 * Builds the Fastify app: database (migrated, history imported, calendar seeded), envelope and error
 * handling, OpenAPI at /api/docs, /healthz, every /api/v1 route and the static front end.
 * `buildApp` does not listen and does not start the scheduler (main.ts does), so tests drive it with
 * `app.inject` and an injected clock.
 */
import path from 'node:path';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorCode, ok, successEnvelope } from 'shared-contracts';
import { authRoutes } from './auth/routes';
import { createSmsProvider } from './auth/sms-provider';
import { backofficeRoutes } from './backoffice/routes';
import { betRoutes } from './bets/routes';
import { clockStartingAt, systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import { openPGlite, openPostgres, pingDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { devRoutes } from './dev/routes';
import { draftRoutes } from './drafts/routes';
import { famousNumberRoutes } from './famous-numbers/routes';
import { favoriteRoutes } from './favorites/routes';
import { registerErrorHandler, sendRouteNotFound } from './http/error-handler';
import { registerStaticFiles } from './http/static-files';
import { restrictionRoutes } from './restrictions/routes';
import { resultRoutes } from './results/routes';
import { importDrawHistory } from './history/import-draw-history';
import { importGloHistory } from './rounds/import-glo-history';
import { roundRoutes } from './rounds/routes';
import { runSchedulerTick } from './rounds/run-scheduler-tick';
import { seedBankCalendars, seedDrawCalendar } from './rounds/seed-draw-calendar';
import { lotteryShopRoutes } from './lottery-shop/routes';
import { shopSeedTickets } from './lottery-shop/shop-game';
import { userRoutes } from './users/routes';
import { walletRoutes } from './wallet/routes';

export interface BuildOptions {
  /** Defaults to the system clock, or CLOCK_START's running clock when configured. */
  clock?: Clock;
  /** An already opened database (tests); otherwise opened from the config and closed with the app. */
  database?: Database;
  /** Serve shell and remote builds (default true). */
  serveStatic?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
}

export async function openDatabase(config: Config): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPGlite(path.join(config.dataDir, 'pg'));
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["idempotency-key"]'],
    },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.decorateRequest('isAdminToken', false);
  for (const w of config.warnings) app.log.warn(w);

  const clock = options.clock ?? (config.clockStart ? clockStartingAt(config.clockStart) : systemClock);
  const database = options.database ?? (await openDatabase(config));
  const ownsDatabase = !options.database;
  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    sms: createSmsProvider(config.smsProvider, database.db, app.log),
    log: app.log,
  };

  try {
    const applied = await migrateToLatest(database.db);
    if (applied.length) app.log.info({ applied, driver: database.driver }, 'database migrated');
    const imported = await importGloHistory(ctx);
    if (imported.imported) app.log.info(imported, 'GLO history imported');
    const seeded = await seedDrawCalendar(ctx);
    if (seeded) app.log.info({ dates: seeded }, 'draw calendar seeded');
    const banks = await seedBankCalendars(ctx);
    if (banks) app.log.info({ dates: banks }, 'BAAC/GSB draw calendars seeded');
    const history = await importDrawHistory(ctx);
    app.log.info(history, 'draw-game history imported');
    await runSchedulerTick(database.db, clock.now(), { lotterySeedTickets: shopSeedTickets(config) });
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  registerErrorHandler(app);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Thai lottery API',
        version: config.appVersion,
        description: 'Players at /api/v1, ops at /api/v1/backoffice. Amounts are baht (2 decimals).',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const zapp = app.withTypeProvider<ZodTypeProvider>();
  zapp.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database ping (500 E10002 when the database does not answer)',
        response: { 200: successEnvelope(z.object({ status: z.string(), database: z.string(), version: z.string() })) },
      },
    },
    async () => {
      if (!(await pingDatabase(database.db))) throw new AppError(ErrorCode.SERVER_ERROR, 'database does not answer');
      return ok({ status: 'ok', database: database.driver, version: config.appVersion });
    },
  );

  const routes = [authRoutes, userRoutes, walletRoutes, roundRoutes, betRoutes, resultRoutes, backofficeRoutes];
  routes.push(restrictionRoutes);
  routes.push(lotteryShopRoutes);
  routes.push(favoriteRoutes, draftRoutes, famousNumberRoutes);
  for (const plugin of routes) await app.register(plugin(ctx), { prefix: '/api/v1' });
  if (config.smsProvider === 'outbox' && config.nodeEnv !== 'production')
    await app.register(devRoutes(ctx), { prefix: '/api/v1' });

  if (options.serveStatic ?? true) await registerStaticFiles(app, config.staticRoot);
  else app.setNotFoundHandler(sendRouteNotFound);

  return { app, ctx, database };
}
