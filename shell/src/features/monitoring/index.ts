/** The public face of the monitoring feature: other features import only what is exported here. */
export { reportError, type ReportOptions } from './report-error';
export { initSentry, type InitSentryOptions } from './init-sentry';
