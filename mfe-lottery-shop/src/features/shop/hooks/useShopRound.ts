import { useCallback, useEffect, useState } from 'react';
import { useRemote } from '../../../app/useRemote';
import { fetchShopRound, type ShopRound } from '../api/fetch-shop-round';

/** The shop's round (status `checking` while loading); `reload()` asks again. */
export function useShopRound(): { round: ShopRound; reload: () => void } {
  const { api } = useRemote();
  const [round, setRound] = useState<ShopRound>({
    status: 'checking',
    data: null,
    seconds: null,
    loadedAt: Date.now(),
    serverOffsetMs: 0,
  });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    void fetchShopRound(api).then((r) => live && setRound(r));
    return () => {
      live = false;
    };
  }, [api, tick]);
  return { round, reload: useCallback(() => setTick((t) => t + 1), []) };
}
