/** The public face of the session feature: other features import only what is exported here. */
export { useSession } from './hooks/useSession';
