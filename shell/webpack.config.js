/**
 * The shell (Module Federation host). No static remotes: they come from GET /api/v1/remotes at start.
 * SENTRY_DSN and SENTRY_SAMPLE_RATE are read here at build time; a sample rate outside 0..1 fails the build.
 */
const dsn = process.env.SENTRY_DSN || '';
const rate = process.env.SENTRY_SAMPLE_RATE || '';
if (rate !== '' && !(Number(rate) >= 0 && Number(rate) <= 1)) {
  throw new Error(`SENTRY_SAMPLE_RATE must be a number between 0 and 1, got "${rate}"`);
}

module.exports = require('../tools/webpack/base-config')({
  dir: __dirname,
  name: 'shell',
  port: 3100,
  publicPath: '/',
  // favicon, icons and the web app manifest at the site's root (issue 14)
  publicDir: require('node:path').join(__dirname, 'public'),
  define: { __SENTRY_DSN__: dsn, __SENTRY_SAMPLE_RATE__: rate },
});
