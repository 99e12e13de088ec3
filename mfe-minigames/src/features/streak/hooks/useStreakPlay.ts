import { useQueryClient } from '@tanstack/react-query';
import { bahtToSatang, type StreakGame, type StreakSlipData } from 'shared-contracts';
import { useIdempotentMutation, useRemote, useSession } from 'shared-ui';
import { minigameKeys } from '../../../query-keys';
import { patchSlip, postStake } from '../api/streak-api';

/**
 * The writes of a streak (docs/game-rules.md "Mini-games"): `stake` (POST bet), `call` (PATCH a guess) and
 * `cashOut` (PATCH is_end), each through `useIdempotentMutation`: one key per request, kept while the same request
 * is retried after a network failure (so a lost answer never stakes or plays twice), renewed after the server's
 * answer. The
 * answer becomes the current slip; today's list and the seed are read again; the wallet is asked to reload
 * after a stake and whenever a slip ends (`wallet/reload-requested`), and a stake is announced (`bet/placed`).
 */
export function useStreakPlay(game: StreakGame) {
  const { api, bus } = useRemote();
  const session = useSession();
  const queryClient = useQueryClient();

  const accept = (slip: StreakSlipData) => {
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

  const stake = useIdempotentMutation({
    submit: (amountBaht: number, key: string) => postStake(api, game, amountBaht, key),
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
  });
  const call = useIdempotentMutation({
    submit: (guess: string, key: string) => patchSlip(api, game, { guess }, key),
    onSuccess: accept,
  });
  const cashOut = useIdempotentMutation({
    submit: (_: void, key: string) => patchSlip(api, game, { is_end: true }, key),
    onSuccess: accept,
  });
  return { stake, call, cashOut };
}
