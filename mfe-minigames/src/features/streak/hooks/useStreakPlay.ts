import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { bahtToSatang, type StreakGame, type StreakSlipData } from 'shared-contracts';
import { newIdempotencyKey } from 'shared-contracts/browser';
import { errorCode, useRemote, useSession } from 'shared-ui';
import { minigameKeys } from '../../../query-keys';
import { patchSlip, postStake } from '../api/streak-api';

/** What a key is kept for: the same request retried after a network failure reuses it. */
interface PendingKey {
  request: string;
  key: string;
}

/**
 * The writes of a streak (docs/game-rules.md "Mini-games"): `stake` (POST bet), `call` (PATCH a guess) and
 * `cashOut` (PATCH is_end). Each request carries one key, kept while the same request is retried after a
 * network failure (so a lost answer never stakes or plays twice) and dropped once the server answered. The
 * answer becomes the current slip; today's list and the seed are read again; the wallet is asked to reload
 * after a stake and whenever a slip ends (`wallet/reload-requested`), and a stake is announced (`bet/placed`).
 */
export function useStreakPlay(game: StreakGame) {
  const { api, bus } = useRemote();
  const session = useSession();
  const queryClient = useQueryClient();
  const pending = useRef<PendingKey | null>(null);

  const keyFor = (request: string) => {
    if (!pending.current || pending.current.request !== request)
      pending.current = { request, key: newIdempotencyKey() };
    return pending.current.key;
  };
  const settle = (error: unknown) => {
    if (errorCode(error)) pending.current = null;
  };
  const accept = (slip: StreakSlipData) => {
    pending.current = null;
    queryClient.setQueryData(
      minigameKeys.currentSlip(session.customerCode, game),
      slip.status === 'OPEN' ? slip : null,
    );
    void queryClient.invalidateQueries({ queryKey: minigameKeys.daySlips(session.customerCode, game) });
    if (slip.status !== 'OPEN') {
      void queryClient.invalidateQueries({ queryKey: minigameKeys.seed(session.customerCode, game) });
      bus.publish({ type: 'wallet/reload-requested' });
    }
  };

  const stake = useMutation({
    mutationFn: (amountBaht: number) => postStake(api, game, amountBaht, keyFor(`stake:${amountBaht}`)),
    onSuccess: (slip) => {
      accept(slip);
      bus.publish({
        type: 'bet/placed',
        gameCode: slip.game_code,
        slipId: slip.slip_id,
        totalSatang: bahtToSatang(slip.total_bet) ?? 0,
      });
      bus.publish({ type: 'wallet/reload-requested' });
    },
    onError: settle,
  });
  const call = useMutation({
    mutationFn: (guess: string) => patchSlip(api, game, { guess }, keyFor(`call:${guess}`)),
    onSuccess: accept,
    onError: settle,
  });
  const cashOut = useMutation({
    mutationFn: () => patchSlip(api, game, { is_end: true }, keyFor('cash-out')),
    onSuccess: accept,
    onError: settle,
  });
  return { stake, call, cashOut };
}
