/** The console's ops session: the provider, `useOps`/`useSignedInOps`, the login screen and the token's key. */
export { OpsBaseClient, OpsSessionProvider, useOps, useSignedInOps } from './hooks/ops-session';
export { OpsLogin } from './components/OpsLogin';
export { OPS_TOKEN_KEY } from './api/ops-token-store';
