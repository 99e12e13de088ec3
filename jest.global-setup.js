/**
 * Names this jest run (TEST_TEMPLATE_RUN) so the api suites share prepared databases: one template per backend and
 * clock instead of migrating and importing the history for every test database (api/src/test-support/database-templates.ts).
 */
const crypto = require('node:crypto');

module.exports = async function globalSetup() {
  if (!process.env.TEST_TEMPLATE_RUN) process.env.TEST_TEMPLATE_RUN = crypto.randomBytes(4).toString('hex');
};
