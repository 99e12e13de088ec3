/**
 * The entry the shell mounts (exposed as `minigames/parcel`): single-spa-react lifecycles over
 * MiniGamesRoot, with a Thai fallback if the remote crashes while rendering.
 */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from 'shared-contracts';
import { MiniGamesRoot } from './app/MiniGamesRoot';

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: MiniGamesRoot,
  errorBoundary: (_err, _info, props) => (
    <p role="alert" css={{ padding: '2rem 1rem', textAlign: 'center' }} data-testid="minigames-error">
      {props.i18n.t('minigames.error')}
    </p>
  ),
});

export const { bootstrap, mount, unmount, update } = lifecycles;
