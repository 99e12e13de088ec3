import { useContext } from 'react';
import type { RemoteProps } from 'shared-contracts';
import { RemoteContext } from './remote-context';

/** The props the shell mounted the parcel with. Throws outside `LotteryShopRoot` (a wiring mistake). */
export function useRemote(): RemoteProps {
  const props = useContext(RemoteContext);
  if (!props) throw new Error('useRemote must be used inside LotteryShopRoot');
  return props;
}
