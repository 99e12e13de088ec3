/**
 * The remote kit (ARCHITECTURE.md "Remotes and the shell"): what every remote is built from, so no
 * remote clones its scaffolding. `RemoteRoot` (i18n, the shell's props, the query client, the router), plus the
 * hooks and helpers features use: `useRemote`, `useSession`, `requestLogin`, `errorCode`, `ShellNavigate`.
 * `createRemoteParcel` (the exposed lifecycles) is the separate entry `shared-ui/parcel`, imported by a remote's
 * `src/parcel.tsx` only, so single-spa-react stays out of the shared singleton every first visit loads.
 */
export * from './remote-context';
export * from './useRemote';
export * from './useSession';
export * from './request-login';
export * from './error-code';
export * from './CrashPanel';
export * from './RouteSync';
export * from './ShellNavigate';
export * from './RemoteRoot';
export * from './create-query-client';
export { registerTexts } from './register-texts';
