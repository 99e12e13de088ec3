import { useQuery } from '@tanstack/react-query';
import { useRemote } from 'shared-ui';
import { shopKeys } from '../../../query-keys';
import { fetchShopRound, type ShopRound } from '../api/fetch-shop-round';

const CHECKING: ShopRound = { status: 'checking', data: null, seconds: null, loadedAt: 0, serverOffsetMs: 0 };

/**
 * The shop's round (docs/product.md "Round status"; status `checking` until the first answer). `reload()`
 * asks again, keeping the last round on screen meanwhile (the header calls it when its countdown ends).
 */
export function useShopRound(): { round: ShopRound; reload: () => void } {
  const { api } = useRemote();
  const { data, refetch } = useQuery({ queryKey: shopKeys.round(), queryFn: () => fetchShopRound(api) });
  return { round: data ?? CHECKING, reload: () => void refetch() };
}
