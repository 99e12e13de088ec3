/**
 * Run by jest's global set-up (jest.global-setup.js) before any suite: prepares this run's templates for the
 * harness's default clock on PGlite and, when TEST_DATABASE_URL answers, on PostgreSQL, so no suite pays for it
 * inside a hook's timeout. Other clocks are prepared by the first suite that asks (database-templates.ts). It also
 * drops what killed runs of more than six hours ago left.
 */
import { BACKENDS, TEST_DATABASE_URL, openTestDatabase, postgresUnavailable } from './databases';
import { dropRunTemplates, dropStaleTemplates, newTemplateRun } from './database-templates';
import { BEFORE_2026_05_02 } from './harness';

async function main(): Promise<void> {
  // `--drop`: jest's tear-down, this run's templates go
  if (process.argv.includes('--drop')) {
    if (process.env.TEST_TEMPLATE_RUN)
      await dropRunTemplates(process.env.TEST_TEMPLATE_RUN, postgresUnavailable ? undefined : TEST_DATABASE_URL);
    return;
  }
  await dropStaleTemplates(postgresUnavailable ? undefined : TEST_DATABASE_URL);
  for (const backend of BACKENDS) {
    const t0 = Date.now();
    const { drop } = await openTestDatabase(backend, BEFORE_2026_05_02);
    await drop();
    console.log(`  ${backend} test template prepared in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  }
}

if (!process.env.TEST_TEMPLATE_RUN) process.env.TEST_TEMPLATE_RUN = newTemplateRun();
// exits by itself: a closed PGlite or pg pool may leave a timer behind for a moment
main().then(
  () => process.exit(0),
  (err) => {
    console.error('preparing the test templates failed:', err);
    process.exit(1);
  },
);
