#!/usr/bin/env node
/**
 * `npm test`: everything, in order: lint (ESLint, the import rules of .dependency-cruiser.cjs) and format check,
 * type check, jest (shared-contracts, api on PGlite and on PostgreSQL, shell and remote components), production
 * builds, the same slice of tests on Node 22 and 24 (scripts/node-lines.mjs), Playwright in Chromium.
 * PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). When it does not
 * answer, this says so; under CI=true that fails the run instead of skipping the suite.
 */
import pg from 'pg';
import { must, step } from './lib.mjs';

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

let done = step('lint (eslint, import rules, prettier --check)');
await must('npx', ['eslint', '.', '--max-warnings=0']);
// no circles in any package, the api's domain order (.dependency-cruiser.cjs, tools/layers/api-layers.cjs)
await must('npm', ['run', '--silent', 'lint:imports']);
await must('npx', ['prettier', '--check', '.', '--log-level', 'warn']);
done();

done = step('type check (tsc, one run per package tsconfig)');
await must(process.execPath, ['scripts/typecheck.mjs']);
done();

const pgUp = await postgresAnswers(TEST_DATABASE_URL);
if (!pgUp) {
  if (process.env.CI === 'true') {
    console.error('CI=true: the PostgreSQL suite cannot be skipped. Start PostgreSQL or set TEST_DATABASE_URL.');
    process.exit(1);
  }
  console.error('!! The PostgreSQL suite is SKIPPED on this run (the PGlite suite still runs).\n');
}

done = step(`jest: unit, component and API tests (PGlite${pgUp ? ' + PostgreSQL' : ''})`);
await must('npx', ['jest', '--ci'], { env: pgUp ? { TEST_DATABASE_URL } : { TEST_DATABASE_URL: '' } });
done();

done = step('production builds of the shell and every remote');
await must(process.execPath, ['scripts/build.mjs']);
done();

done = step('the current Node LTS lines (scripts/node-lines.mjs: a jest slice and a server boot on each)');
await must(process.execPath, ['scripts/node-lines.mjs'], {
  env: pgUp ? { TEST_DATABASE_URL } : { TEST_DATABASE_URL: '' },
});
done();

done = step('Playwright end-to-end in Chromium');
await must('npx', ['playwright', 'test']);
done();

console.log(`\nall tests passed in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
