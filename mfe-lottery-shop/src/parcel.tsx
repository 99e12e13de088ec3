/**
 * The lottery shop's exposed entry (`lotteryShop/parcel`): the single-spa-react lifecycles the shell mounts
 * as a parcel with `RemoteProps` on /lottery (ARCHITECTURE.md "Remotes and the shell").
 */
import { createRemoteParcel } from 'shared-ui/parcel';
import { LotteryShopRoot } from './app/LotteryShopRoot';

export const { bootstrap, mount, unmount, update } = createRemoteParcel({
  Root: LotteryShopRoot,
  crashTitleKey: 'lotteryShop.error',
  namespace: 'lottery-shop',
  crashTestId: 'lottery-shop-error',
});
