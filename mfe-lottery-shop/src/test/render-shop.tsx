/** Renders the lottery-shop root as the shell would mount it, with a fake API, bus, session and Thai i18n. */
import { render } from '@testing-library/react';
import type { HttpClient } from 'shared-contracts';
import { createTestRemoteProps } from 'shared-contracts/testing';
import { LotteryShopRoot } from '../app/LotteryShopRoot';

export function renderShop(opts: { api: HttpClient; path?: string; visitor?: boolean }) {
  window.history.replaceState(null, '', opts.path ?? '/lottery/thai');
  const { props, bus, events, navigate, session$ } = createTestRemoteProps({ ...opts, basename: '/lottery' });
  const utils = render(<LotteryShopRoot {...props} />);
  return { ...utils, bus, events, navigate, session$ };
}
