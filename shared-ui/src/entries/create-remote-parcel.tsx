/**
 * The exposed `./parcel` of a remote (ARCHITECTURE.md "Remotes and the shell"): the single-spa-react
 * lifecycles of its root, typed with `RemoteProps`, with the Thai crash panel as error boundary (its
 * title is `crashTitleKey` in the shell's i18n, its test id `crashTestId`).
 * Reached as `shared-ui/parcel`, a separate entry each remote bundles: single-spa-react is then not part of the
 * `shared-ui` singleton, which the shell loads on every first visit (ARCHITECTURE.md "Front-end builds"). The
 * crash panel comes from that singleton (`shared-ui`), not a copy.
 */
import React, { type FunctionComponent } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import type { LifeCycleFn } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from 'shared-contracts';
import { CrashPanel } from 'shared-ui';

export interface RemoteParcel {
  bootstrap: LifeCycleFn<RemoteProps>;
  mount: LifeCycleFn<RemoteProps>;
  unmount: LifeCycleFn<RemoteProps>;
  update: LifeCycleFn<RemoteProps>;
}

export function createRemoteParcel(opts: {
  Root: FunctionComponent<RemoteProps>;
  crashTitleKey: string;
  crashTestId: string;
  /** The remote's own i18n namespace, where `crashTitleKey` is (RemoteRoot `namespace`). */
  namespace?: string;
}): RemoteParcel {
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    rootComponent: opts.Root,
    errorBoundary: (_error, _info, props) => (
      <CrashPanel title={props.i18n?.t(opts.crashTitleKey, { ns: opts.namespace }) ?? ''} testId={opts.crashTestId} />
    ),
  });
  const { bootstrap, mount, unmount, update } = lifecycles;
  // single-spa-react always defines `update` for parcels (`parcelCanUpdate` defaults to true)
  return { bootstrap, mount, unmount, update: update! };
}
