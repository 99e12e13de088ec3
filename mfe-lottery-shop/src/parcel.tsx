/**
 * The entry the shell mounts (exposed as `lotteryShop/parcel`): single-spa-react lifecycles over
 * LotteryShopRoot, with a Thai fallback if the remote crashes while rendering.
 */
import React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { RemoteProps } from 'shared-contracts';
import { Page, Panel } from 'shared-ui';
import { LotteryShopRoot } from './app/LotteryShopRoot';

const lifecycles = singleSpaReact<RemoteProps>({
  React,
  ReactDOMClient,
  rootComponent: LotteryShopRoot,
  errorBoundary: (_err, _info, props) => (
    <Page>
      <Panel icon="warning" title={props.i18n?.t('lotteryShop.error') ?? ''} testId="lottery-shop-error" />
    </Page>
  ),
});

export const { bootstrap, mount, unmount, update } = lifecycles;
