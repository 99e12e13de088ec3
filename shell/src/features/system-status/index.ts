/** The public face of the system-status feature: other features import only what is exported here. */
export { useSystemStatus } from './state/system-status-context';
