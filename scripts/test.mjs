#!/usr/bin/env node
/**
 * `npm test`: everything, in order: lint (ESLint, the import rules of
 * .dependency-cruiser.cjs) and format check beside the type check, jest on two workers
 * (shared-contracts, api on PGlite and on PostgreSQL, shell and remote components), production builds, then
 * Playwright in Chromium beside the same slice of tests on Node 22 and 24 (scripts/node-lines.mjs); then each
 * stage's time.
 * JEST_WORKERS: jest's workers (default 2).
 * PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). When it does not
 * answer, this says so; under CI=true that fails the run instead of skipping the suite.
 */
import pg from 'pg';
import { must, run, runCaptured, step } from './lib.mjs';

const t0 = Date.now();
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    const { rows } = await client.query('select version() as v');
    console.log(`PostgreSQL answers at ${url.replace(/:[^:@/]*@/, ':***@')}: ${rows[0].v.split(',')[0]}`);
    return true;
  } catch (e) {
    console.error(`\n!! PostgreSQL does not answer at ${url}: ${e.message}`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const stages = [];
/** Runs `body` as a named stage; its time goes into the summary printed at the end. */
async function stage(name, body) {
  const done = step(name);
  const t = Date.now();
  await body();
  stages.push([name, (Date.now() - t) / 1000]);
  done();
}

// lint and the type check each keep about one core busy: side by side on a 2-core machine
await stage('lint (eslint, import rules, prettier --check) beside the type check (tsc per environment)', async () => {
  const results = await Promise.all([
    (async () => {
      for (const [cmd, args] of [
        ['npx', ['eslint', '.', '--max-warnings=0']],
        // no circles in any package, the api's domain order (.dependency-cruiser.cjs, tools/layers/api-layers.cjs)
        ['npm', ['run', '--silent', 'lint:imports']],
        ['npx', ['prettier', '--check', '.', '--log-level', 'warn']],
      ]) {
        const code = await run(cmd, args);
        if (code !== 0) return code;
      }
      return 0;
    })(),
    run(process.execPath, ['scripts/typecheck.mjs']),
  ]);
  if (results.some((c) => c !== 0)) {
    console.error('\n✗ lint or type check failed (above)');
    process.exit(1);
  }
});

const pgUp = await postgresAnswers(TEST_DATABASE_URL);
if (!pgUp) {
  if (process.env.CI === 'true') {
    console.error('CI=true: the PostgreSQL suite cannot be skipped. Start PostgreSQL or set TEST_DATABASE_URL.');
    process.exit(1);
  }
  console.error('!! The PostgreSQL suite is SKIPPED on this run (the PGlite suite still runs).\n');
}

// two workers: one per core (jest's default leaves one core to the main process, which here mostly waits)
await stage(`jest: unit, component and API tests (PGlite${pgUp ? ' + PostgreSQL' : ''})`, () =>
  must('npx', ['jest', '--ci', `--maxWorkers=${process.env.JEST_WORKERS ?? 2}`], {
    env: pgUp ? { TEST_DATABASE_URL } : { TEST_DATABASE_URL: '' },
  }),
);

await stage('production builds of the api, the shell and every remote', () =>
  must(process.execPath, ['scripts/build.mjs']),
);

// Playwright leaves about a core idle (one browser, one server, much waiting on timers): the Node-lines slice runs
// beside it, its output kept until it ends. Both use the api the build stage just compiled (API_BUILT=1), so neither
// rewrites api/dist/main.js while the other runs it.
await stage(
  'Playwright end-to-end in Chromium, beside the current Node LTS lines (scripts/node-lines.mjs)',
  async () => {
    const env = { API_BUILT: '1', ...(pgUp ? { TEST_DATABASE_URL } : { TEST_DATABASE_URL: '' }) };
    const t = Date.now();
    const lines = runCaptured(process.execPath, ['scripts/node-lines.mjs'], { env }).then((r) => ({
      ...r,
      seconds: (Date.now() - t) / 1000,
    }));
    const e2e = await run('npx', ['playwright', 'test'], { env: { API_BUILT: '1' } });
    const nodeLines = await lines;
    console.log(`\n── the Node LTS lines (${nodeLines.seconds.toFixed(0)} s, beside Playwright):\n${nodeLines.output}`);
    if (e2e !== 0 || nodeLines.code !== 0) {
      console.error(`\n✗ ${e2e !== 0 ? 'Playwright' : 'the Node lines'} failed (above)`);
      process.exit(1);
    }
  },
);

console.log('\nstage times:');
for (const [name, seconds] of stages) console.log(`  ${seconds.toFixed(0).padStart(5)} s  ${name}`);
console.log(`\nall tests passed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
