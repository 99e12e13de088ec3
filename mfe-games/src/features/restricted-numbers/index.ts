/** The public face of the restricted-numbers feature: other features import only what is exported here. */
export { RestrictedNumbers } from './components/RestrictedNumbers';
export { restrictionText } from './components/restriction-text';
export { useLimitNumbers } from './hooks/useLimitNumbers';
export { restrictionFor } from './utils/restriction-for';
