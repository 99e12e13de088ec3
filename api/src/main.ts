/**
 * Starts the api: validates the environment, builds the app, listens, runs the round scheduler, and
 * shuts down gracefully on SIGINT/SIGTERM (stop the scheduler, finish requests, close the database).
 * WEB_CONCURRENCY > 1: this process becomes the cluster's primary (run-cluster-primary.ts) and each worker it
 * forks runs this file as a server.
 */
import cluster from 'node:cluster';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { shopSeedTickets } from './lottery-shop/shop-game';
import { runClusterPrimary } from './run-cluster-primary';
import { startScheduler } from './scheduler/scheduler';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    runClusterPrimary(config.webConcurrency);
    return;
  }
  const { app, ctx, database, errorReporter } = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const scheduler = startScheduler(database.db, ctx.clock, app.log, config.schedulerIntervalMs, {
    lotterySeedTickets: shopSeedTickets(config),
    context: ctx,
  });
  app.log.info({ driver: database.driver, docs: '/api/docs' }, `api ready on http://${config.host}:${config.port}`);
  if (config.usesDevAdminToken)
    console.log(
      `\n  Development ops bootstrap token: ${config.adminApiToken}\n` +
        `  (it only creates the first ops account; set ADMIN_API_TOKEN for anything but local development)\n`,
    );
  // a stray rejection (a dropped database connection mid-flight) is logged and reported; the server stays up
  process.on('unhandledRejection', (err) => {
    app.log.error({ err }, 'unhandled rejection');
    errorReporter?.captureError(err, { kind: 'unhandled_rejection' });
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await scheduler.stop();
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error('api failed to start:', err);
  process.exit(1);
});
