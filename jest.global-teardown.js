/**
 * Drops what jest.global-setup.js's run left: its PostgreSQL templates and its PGlite dumps
 * (api/src/test-support/database-templates.ts names them; prepare-templates-cli.ts --drop drops them).
 */
const { spawnSync } = require('node:child_process');

module.exports = async function globalTeardown() {
  if (!process.env.TEST_TEMPLATE_RUN) return;
  spawnSync(process.execPath, ['--import', 'tsx', 'api/src/test-support/prepare-templates-cli.ts', '--drop'], {
    cwd: __dirname,
    stdio: 'inherit',
    env: process.env,
  });
};
