/**
 * The entry the shell mounts (exposed as `lotteryShop/parcel`): single-spa-react lifecycles over
 * LotteryShopRoot, with a Thai fallback if the remote crashes while rendering.
 */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from 'shared-contracts';
import { LotteryShopRoot } from './app/LotteryShopRoot';

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: LotteryShopRoot,
  errorBoundary: (_err, _info, props) => (
    <p role="alert" css={{ padding: '2rem 1rem', textAlign: 'center' }} data-testid="lottery-shop-error">
      {props.i18n.t('lotteryShop.error')}
    </p>
  ),
});

export const { bootstrap, mount, unmount, update } = lifecycles;
