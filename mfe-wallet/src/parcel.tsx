/**
 * The wallet remote's exposed entry (`wallet/parcel`): single-spa-react lifecycles the shell mounts as a
 * parcel with `RemoteProps` on /wallet and /underground/success (ARCHITECTURE.md "Remotes and the shell").
 */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from 'shared-contracts';
import { CrashPanel } from './app/CrashPanel';
import { WalletRoot } from './app/WalletRoot';

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: WalletRoot,
  errorBoundary: (_error, _info, props) => <CrashPanel title={props.i18n?.t('wallet.crashed') ?? ''} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
