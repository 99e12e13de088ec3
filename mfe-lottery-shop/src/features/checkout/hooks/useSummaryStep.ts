import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  SHOP_GAME_CODE,
  bahtToSatang,
  type LotteryBetLimitationData,
  type LotteryBetSlip,
  type LotteryCartSummary,
} from 'shared-contracts';
import { errorCode, useIdempotentMutation, useRemote, useSession } from 'shared-ui';
import { useCartService, fetchCartSummary } from '../../cart';
import { shopKeys } from '../../../query-keys';
import { checkLimitation, placeLotteryBet } from '../api/checkout-api';

export interface SummaryStepState {
  /** The cart priced for checkout (`GET lottery/cart/summary`); null until answered. */
  summary: LotteryCartSummary | null;
  /** What the purchase would cost with `uses` free tickets (`POST lottery/bet/limitation`); the last answer. */
  check: LotteryBetLimitationData | null;
  /** Free tickets (FREE_LOTTERY) to use, 0 ≤ uses ≤ `maxUses`. */
  uses: number;
  maxUses: number;
  setUses: (uses: number) => void;
  remark: string;
  setRemark: (remark: string) => void;
  /** The code of the last refusal (purchase, check or summary; 'generic' without one), else null. */
  error: string | null;
  /** True while the purchase is in flight. */
  busy: boolean;
  buy: () => void;
}

/**
 * The summary tab's data and purchase (docs/product.md "Ticket shop cart"): the cart summary, the limitation
 * check (asked again when the free tickets used change), and the purchase: the check once more with the remark,
 * then `POST lottery/bet` through `useIdempotentMutation` (one Idempotency-Key per remark and free tickets used, reused
 * by a retry after a network failure, renewed after the server's answer).
 * After a purchase it publishes `bet/placed` and `wallet/balance-changed`, syncs the cart, marks the player's
 * purchases stale and hands the slip to `onDone`; after a refusal it syncs the cart and shows the code.
 * Both reads are asked afresh at every visit (nothing is cached between visits).
 */
export function useSummaryStep(onDone: (slip: LotteryBetSlip) => void): SummaryStepState {
  const { api, bus } = useRemote();
  const { customerCode } = useSession();
  const cart = useCartService();
  const queryClient = useQueryClient();
  const [uses, setUsesState] = useState(0);
  const [remark, setRemark] = useState('');

  const summary = useQuery({
    queryKey: shopKeys.cartSummary(customerCode),
    queryFn: () => fetchCartSummary(api),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const check = useQuery({
    queryKey: [...shopKeys.limitation(customerCode), uses],
    queryFn: () => checkLimitation(api, { remark: '', uses }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const purchase = useIdempotentMutation({
    submit: async (body: { remark: string; uses: number }, key: string) => {
      await checkLimitation(api, body);
      return placeLotteryBet(api, body, key);
    },
    onSuccess: async (slip) => {
      bus.publish({
        type: 'bet/placed',
        gameCode: SHOP_GAME_CODE,
        slipId: slip.slip_id,
        totalSatang: bahtToSatang(slip.paid_amount.toFixed(2)) ?? 0,
      });
      bus.publish({ type: 'wallet/balance-changed' });
      await cart.sync().catch(() => undefined);
      void queryClient.invalidateQueries({ queryKey: shopKeys.slips(customerCode) });
      onDone(slip);
    },
    onError: () => cart.sync().catch(() => undefined),
  });

  const maxUses = Math.min(summary.data?.free_lottery ?? 0, summary.data?.total_count ?? 0);
  const failure = purchase.error ?? (check.isError ? check.error : null) ?? (summary.isError ? summary.error : null);
  return {
    summary: summary.data ?? null,
    check: check.data ?? null,
    uses,
    maxUses,
    setUses: (next) => {
      purchase.reset();
      setUsesState(Math.min(maxUses, Math.max(0, next)));
    },
    remark,
    setRemark,
    error: failure ? (errorCode(failure) ?? 'generic') : null,
    busy: purchase.isPending,
    buy: () => purchase.mutate({ remark: remark.trim(), uses }),
  };
}
