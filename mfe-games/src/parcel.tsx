/**
 * The games remote's exposed entry (`games/parcel`): single-spa-react lifecycles the shell mounts as a
 * parcel with `RemoteProps` (ARCHITECTURE.md "Remotes and the shell").
 */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from 'shared-contracts';
import { CrashPanel } from './app/CrashPanel';
import { GamesRoot } from './app/GamesRoot';

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: GamesRoot,
  errorBoundary: (_error, _info, props) => <CrashPanel title={props.i18n?.t('lobby.crashed') ?? ''} />,
});

export const { bootstrap, mount, unmount } = lifecycles;
export const update = lifecycles.update;
