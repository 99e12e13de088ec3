/**
 * The entry the shell mounts (exposed as `chat/parcel`): single-spa-react lifecycles over ChatRoot,
 * with a Thai fallback if the remote crashes while rendering.
 */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from 'shared-contracts';
import { ChatRoot } from './app/ChatRoot';

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: ChatRoot,
  errorBoundary: (_err, _info, props) => (
    <p role="alert" css={{ padding: '2rem 1rem', textAlign: 'center' }} data-testid="chat-error">
      {props.i18n.t('chat.error')}
    </p>
  ),
});

export const { bootstrap, mount, unmount, update } = lifecycles;
