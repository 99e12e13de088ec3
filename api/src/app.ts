/**
 * Builds the Fastify app: database (migrated, history imported, calendar seeded), envelope and error
 * handling, OpenAPI at /api/docs, /healthz, every /api/v1 route and the static front end.
 * `buildApp` does not listen and does not start the scheduler (main.ts does), so tests drive it with
 * `app.inject` and an injected clock.
 */
import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ErrorCode, LIVE_ORIGIN_PATH, errorEnvelopeSchema, ok, successEnvelope } from 'shared-contracts';
import { authRoutes } from './auth/routes';
import { registrationRoutes } from './registration/routes';
import { authenticatePlayer } from './auth/authenticate-player';
import { authenticateOps } from './ops-accounts/authenticate-ops';
import { createSmsProvider } from './sms/sms-provider';
import { registerAuditTrail } from './audit/audited-routes';
import { backofficeRoutes } from './backoffice/routes';
import { chatRoutes } from './chat/routes';
import { chatMessageHooks } from './chat/chat-message-hooks';
import { betRoutes } from './draw-games/bets/routes';
import { clockStartingAt, systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { AppContext } from './context';
import { pingDatabase, type Database } from './db/database';
import { openDatabase } from './db/open-database';
import { devRoutes } from './dev/routes';
import { draftRoutes } from './draw-games/drafts/routes';
import { famousNumberRoutes } from './draw-games/famous-numbers/routes';
import { favoriteRoutes } from './favorites/routes';
import { registerErrorHandler, sendRouteNotFound } from './http/error-handler';
import type { ErrorReporter } from './monitoring/error-reporter';
import { errorReportingSettings, startErrorReporting } from './monitoring/start-error-reporting';
import { cachedAccountResolver, registerRateLimiting } from './http/rate-limit';
import { serializeRequestForLog } from './http/log-redaction';
import { findLiveSessionUserId } from './auth/sessions';
import { openApiOptions, registerOpenApiConventions } from './http/openapi-document';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticFiles } from './http/static-files';
import { validatorCompiler } from './http/validator';
import { restrictionRoutes } from './draw-games/restrictions/routes';
import { gameRateRoutes } from './draw-games/rates/routes';
import { resultRoutes } from './draw-games/results/routes';
import { roundRoutes } from './draw-games/rounds/routes';
import { runSchedulerTick } from './scheduler/run-scheduler-tick';
import { yeekeeRoutes } from './draw-games/yeekee/routes';
import { prepareDatabase } from './prepare-database';
import { liveGatewayRoutes } from './live/gateway-routes';
import { LiveRelay } from './live/live-relay';
import { openRedisLiveWakes } from './live/redis-live-wakes';
import { liveRoutes } from './live/routes';
import { lineLinkRoutes } from './line-link/routes';
import { lotteryShopRoutes } from './lottery-shop/routes';
import { minigameRoutes } from './minigames/routes';
import { notificationRoutes } from './notifications/routes';
import { playerProtectionRoutes } from './player-protection/routes';
import { selfExclusionRoutes } from './self-exclusion/routes';
import { shopSeedTickets } from './lottery-shop/shop-game';
import { shopRoundFamily } from './lottery-shop/shop-round-family';
import { registerRoundFamily } from './draw-games/rounds/round-families';
import { userRoutes } from './users/routes';
import { inviteRoutes } from './invites/routes';
import { walletRoutes } from './wallet/routes';
import { loadAuditKeyring } from './audit/audit-signing-key';
import { withAuditSigning } from './audit/audit-signing-plugin';

export interface BuildOptions {
  /** Defaults to the system clock, or CLOCK_START's running clock when configured. */
  clock?: Clock;
  /** An already opened database (tests); otherwise opened from the config and closed with the app. */
  database?: Database;
  /** Serve shell and remote builds (default true). */
  serveStatic?: boolean;
  /** Error reporting (issue 14); default started from the config (SENTRY_DSN), `null` = off. */
  errorReporter?: ErrorReporter | null;
  /** Where JSON log lines go instead of stdout (tests read them); LOG_FORMAT is then ignored. */
  logStream?: { write(line: string): void };
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  /** Reports unexpected errors to Sentry; null without SENTRY_DSN. Flushed and closed with the app. */
  errorReporter: ErrorReporter | null;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["idempotency-key"]'],
      // request URLs without credentials: the live SDK's `auth=` token, OAuth `code=`/`state=`, any `*token=`
      serializers: { req: serializeRequestForLog },
      // a readable terminal under `npm start`; JSON lines for log collectors in production (LOG_FORMAT)
      ...(options.logStream
        ? { stream: options.logStream }
        : config.logFormat === 'pretty'
          ? {
              transport: {
                target: 'pino-pretty',
                options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
              },
            }
          : {}),
    },
    // small by default, before any route runs: a route that needs more raises it and authenticates in onRequest
    bodyLimit: config.bodyLimitBytes,
    requestTimeout: config.requestTimeoutMs,
    // a malformed URL or an over-long path parameter is a client mistake: our envelope, never Fastify's
    frameworkErrors: (error, _request, reply) =>
      (reply as FastifyReply)
        .code(error.statusCode ?? 400)
        .type('application/json; charset=utf-8')
        .send({
          service_code: ErrorCode.BAD_REQUEST,
          service_message:
            error.code === 'FST_ERR_MAX_PARAM_LENGTH'
              ? 'a path parameter is too long: ids are short'
              : `malformed request URL: ${error.message}`,
          data: null,
        }),
    // TRUST_PROXY: which proxies' X-Forwarded-For sets request.ip (rate limits, PIN lockouts per IP)
    trustProxy: config.trustProxy,
    // unique request ids: the audit trail records them (audit_log.request_id) to find the request's logs
    genReqId: () => randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('user', null);
  app.decorateRequest('isAdminToken', false);
  app.decorateRequest('ops', null);
  for (const w of config.warnings) app.log.warn(w);

  const clock = options.clock ?? (config.clockStart ? clockStartingAt(config.clockStart) : systemClock);
  // the audit trail's signing key rides on the handle every use case gets (audit/audit-signing-plugin.ts)
  const auditKeys = loadAuditKeyring(config, (w) => app.log.warn(w));
  const database = withAuditSigning(options.database ?? (await openDatabase(config, app.log)), auditKeys);
  const ownsDatabase = !options.database;
  // the ticket shop's rounds run on the round engine as a family of their own (draw-games/rounds/round-families.ts)
  registerRoundFamily(shopRoundFamily);
  const ctx: AppContext = {
    config,
    db: database.db,
    clock,
    sms: createSmsProvider(config.smsProvider, database.db, app.log),
    log: app.log,
    identities: {
      player: (token) => authenticatePlayer(ctx, token),
      ops: (token) => authenticateOps(ctx, token),
    },
  };

  try {
    await prepareDatabase(ctx);
    await runSchedulerTick(database.db, clock.now(), {
      lotterySeedTickets: shopSeedTickets(config),
      onJobError: (job, err) => app.log.error({ err, job }, 'first scheduler pass: job failed'),
      context: ctx,
    });
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }
  // the live outbox's relay (live/live-relay.ts): kicked at the end of a request whose transaction wrote live
  // events, polling for the rest; stopped (what is left relayed) before the database closes
  // with REDIS_URL the replicas' hubs are woken through Redis (live/redis-live-wakes.ts), else by NOTIFY
  const liveWakes = config.redisUrl ? openRedisLiveWakes(config.redisUrl, app.log) : null;
  const liveRelay = new LiveRelay({
    db: database.db,
    log: app.log,
    ...(liveWakes ? { wakes: liveWakes.publisher } : {}),
  });
  liveRelay.start();
  app.addHook('onResponse', async () => liveRelay.kickIfWritten());
  app.addHook('onClose', async () => {
    await liveRelay.stop();
    await liveWakes?.close();
    if (ownsDatabase) await database.close();
  });

  // the local LINE Login stand-in (development only; tests start their own): its requests leave Fastify first
  if (config.line.localProvider && config.nodeEnv === 'development') {
    const { mountLineLoginProvider } = await import('./dev/line-login/mount-line-login-provider');
    await mountLineLoginProvider(app, config.line);
  }
  const errorReporter =
    options.errorReporter !== undefined
      ? options.errorReporter
      : await startErrorReporting(errorReportingSettings(config));
  if (errorReporter) app.addHook('onClose', async () => void (await errorReporter.close()));
  registerErrorHandler(app, errorReporter);
  // before any route: collects the route table and audits every non-GET /backoffice route (audit/)
  registerAuditTrail(app, ctx);
  // the per-player limits resolve a bearer to its player (a cached indexed lookup)
  await registerRateLimiting(
    app,
    config,
    cachedAccountResolver((hash) => findLiveSessionUserId(database.db, hash, clock.now())),
  );
  await registerSecurityHeaders(app, config);

  // operationId, security and tags of every route as it registers (before the swagger plugin and the routes)
  registerOpenApiConventions(app);
  await app.register(fastifySwagger, { ...openApiOptions(config), transform: jsonSchemaTransform });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const zapp = app.withTypeProvider<ZodTypeProvider>();
  zapp.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database ping (503 E10503 when the database does not answer)',
        response: {
          200: successEnvelope(z.object({ status: z.string(), database: z.string(), version: z.string() })),
          // a malformed URL or a rate limit answers here too; 503 when the database does not answer
          '4xx': errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async () => {
      if (!(await pingDatabase(database.db)))
        throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, 'the database does not answer: retry shortly');
      return ok({ status: 'ok', database: database.driver, version: config.appVersion });
    },
  );

  const routes = [
    authRoutes,
    registrationRoutes,
    userRoutes,
    walletRoutes,
    roundRoutes,
    betRoutes,
    resultRoutes,
    backofficeRoutes,
  ];
  routes.push(restrictionRoutes);
  routes.push(gameRateRoutes);
  routes.push(lotteryShopRoutes);
  routes.push(favoriteRoutes, draftRoutes, famousNumberRoutes);
  routes.push(playerProtectionRoutes, selfExclusionRoutes);
  routes.push(liveRoutes);
  routes.push(chatRoutes);
  routes.push(yeekeeRoutes);
  routes.push(minigameRoutes);
  routes.push(notificationRoutes);
  routes.push(lineLinkRoutes);
  routes.push(inviteRoutes);
  for (const plugin of routes) await app.register(plugin(ctx), { prefix: '/api/v1' });
  // the PubNub-compatible gateway of the live layer (live/gateway-routes.ts), on this origin
  await app.register(
    liveGatewayRoutes(ctx, {
      prefix: LIVE_ORIGIN_PATH,
      listenTarget: database.listenTarget,
      playerMessages: chatMessageHooks,
      ...(liveWakes ? { wakes: liveWakes } : {}),
    }),
    {
      prefix: LIVE_ORIGIN_PATH,
    },
  );
  if (config.smsProvider === 'outbox' && config.nodeEnv !== 'production')
    await app.register(devRoutes(ctx), { prefix: '/api/v1' });

  if (options.serveStatic ?? true)
    await registerStaticFiles(app, config.staticRoot, { production: config.nodeEnv === 'production' });
  else app.setNotFoundHandler(sendRouteNotFound);

  return { app, ctx, database, errorReporter };
}
