/**
 * Test-only: the console as its component tests render it, mounted as the shell would on /backoffice: a fake ops
 * API (`createFakeHttpClient`, its answers checked against the response schemas) with an ops account signed in
 * (the token in sessionStorage, `GET backoffice/auth/me` answering the account), and either the whole console
 * (`BackofficeRoot`) or one panel in the console's providers, shown once the ops session is known.
 */
import type { ReactNode } from 'react';
import type { RemoteProps } from 'shared-contracts';
import { createFakeHttpClient } from 'shared-contracts/testing';
import { renderRemote } from 'shared-ui/testing';
import { BackofficeRoot, ConsoleProviders } from '../app/BackofficeRoot';
import { OpsBaseClient, OPS_TOKEN_KEY, useOps } from '../features/auth';

/** The routes a fake API answers, `'METHOD path'` to a handler (`createFakeHttpClient`'s). */
export type FakeRoutes = Parameters<typeof createFakeHttpClient>[0];
/** A fake API: `api` for the console, `calls` for the test to read. */
export type FakeApi = ReturnType<typeof createFakeHttpClient>;
/** The signed-in ops account, as `GET backoffice/auth/me` answers it. */
export interface OpsAccount {
  id: string;
  username: string;
  role: string;
}

/** A fake ops API with `me` signed in (the ops token kept as the console keeps it), answering `routes` too. */
export function signedInOps(me: OpsAccount, routes: FakeRoutes = {}): FakeApi {
  sessionStorage.setItem(OPS_TOKEN_KEY, 'ops-token');
  return createFakeHttpClient({ 'GET backoffice/auth/me': () => me, ...routes });
}

/**
 * Renders the console with `ops` as its ops API (the base client the ops token is added to) at `path` (default
 * /backoffice): the whole console, or only `panel` once the ops session is known. `player` is the shell's API,
 * `visitor` a site visitor instead of a signed-in player. Returns `renderRemote`'s result.
 */
export function renderConsole(
  ops: FakeApi,
  opts: { path?: string; player?: RemoteProps['api']; visitor?: boolean; panel?: ReactNode } = {},
) {
  const { panel } = opts;
  const SignedIn = () => (useOps().me ? panel : null);
  const Root = (props: RemoteProps) => (
    <OpsBaseClient.Provider value={ops.api}>
      {panel === undefined ? (
        <BackofficeRoot {...props} />
      ) : (
        <ConsoleProviders remote={props}>
          <SignedIn />
        </ConsoleProviders>
      )}
    </OpsBaseClient.Provider>
  );
  return renderRemote(Root, {
    basename: '/backoffice',
    path: opts.path ?? '/backoffice',
    api: opts.player,
    visitor: opts.visitor,
  });
}

/**
 * Signs `me` in over a fake ops API answering `routes`, and renders the console (or only `panel`) at `path` for a
 * site visitor. Returns the fake ops API, whose `calls` the test reads.
 */
export function renderSignedIn(path: string, me: OpsAccount, routes: FakeRoutes = {}, panel?: ReactNode): FakeApi {
  const ops = signedInOps(me, routes);
  renderConsole(ops, { path, visitor: true, panel });
  return ops;
}
