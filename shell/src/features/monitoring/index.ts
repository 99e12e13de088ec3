/** The public face of the monitoring feature: other features import only what is exported here. */
export { reportError } from './report-error';
