/** Drops what jest.global-setup.js's run left: its PostgreSQL templates and its PGlite dumps. */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async function globalTeardown() {
  const run = process.env.TEST_TEMPLATE_RUN;
  if (!run) return;
  fs.rmSync(path.join(os.tmpdir(), `thai-lottery-test-${run}`), { recursive: true, force: true });
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const { Client } = require('pg');
  const admin = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    const { rows } = await admin.query('select datname from pg_database where datname like $1', [`tpl\\_${run}\\_%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } catch {
    // PostgreSQL is not there: the suites skipped it, so there is nothing to drop
  } finally {
    await admin.end().catch(() => {});
  }
};
