/**
 * Names this jest run (TEST_TEMPLATE_RUN) so the api suites share prepared databases: one template per backend and
 * clock instead of migrating and importing the history for every test database
 * (api/src/test-support/database-templates.ts). When the api project is part of the run, the templates of the
 * default clock are made here, before any suite (and outside any hook's timeout).
 */
const crypto = require('node:crypto');
const { spawnSync } = require('node:child_process');

module.exports = async function globalSetup(globalConfig) {
  // r + start in seconds (base 36, 6 characters) + 6 hex digits: api/src/test-support/database-templates.ts newTemplateRun
  if (!process.env.TEST_TEMPLATE_RUN)
    process.env.TEST_TEMPLATE_RUN = `r${Math.floor(Date.now() / 1000).toString(36)}${crypto.randomBytes(3).toString('hex')}`;
  // a run of other projects or of other files skips it (a suite that asks later still gets its copy, made then)
  const selected = globalConfig.selectProjects;
  const patterns = globalConfig.testPathPatterns?.patterns ?? [];
  const apiRuns =
    (!selected || selected.includes('api')) && (patterns.length === 0 || patterns.some((p) => /api/.test(p)));
  if (!apiRuns) return;
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/test-support/prepare-templates-cli.ts'], {
    cwd: __dirname,
    stdio: 'inherit',
    env: process.env,
  });
  if (r.status !== 0) throw new Error('preparing the test databases failed (above)');
};
