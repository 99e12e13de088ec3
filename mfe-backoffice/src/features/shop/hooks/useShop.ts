/**
 * The ticket-shop screen's reads and writes: the shop game's rounds that still take stock (scheduled or open), the
 * inventory load, and the promotion settings.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHOP_GAME_CODE, type LotteryPromotionConfig } from 'shared-contracts';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import { fetchPromotions, fetchShopRounds, loadInventory, savePromotions } from '../api/shop-api';
import type { InventoryRow } from '../utils/parse-inventory-csv';

/** The ticket shop's game code in the catalogue (`lottery/thai`, LOTTH). */
export { SHOP_GAME_CODE };

/** Shop rounds whose stock can still be loaded (the API refuses the others with a conflict). */
export function useShopRounds() {
  const { me, api } = useSignedInOps();
  const query = useQuery({
    queryKey: backofficeKeys.shopRounds(me.username, SHOP_GAME_CODE),
    queryFn: () => fetchShopRounds(api, SHOP_GAME_CODE),
  });
  const rounds = (query.data ?? []).filter((r) => r.state === 'open' || r.state === 'scheduled');
  return { ...query, rounds };
}

export function useInventoryLoad() {
  const { api } = useSignedInOps();
  return useMutation({
    mutationFn: ({ roundId, rows }: { roundId: string; rows: InventoryRow[] }) => loadInventory(api, roundId, rows),
  });
}

export function usePromotions() {
  const { me, api } = useSignedInOps();
  const queryClient = useQueryClient();
  const key = backofficeKeys.promotions(me.username);
  const query = useQuery({ queryKey: key, queryFn: () => fetchPromotions(api) });
  const save = useMutation({
    mutationFn: (config: LotteryPromotionConfig) => savePromotions(api, config),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  return { query, save };
}
