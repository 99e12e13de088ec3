/** The public face of the profile feature: other features import only what is exported here. */
export { useProfile } from './hooks/useProfile';
