import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { merge } from 'rxjs';
import { useRemote, useSession } from 'shared-ui';
import { walletKeys } from '../query-keys';

/**
 * Keeps the wallet's screens current while they are open (issue 23: a withdrawal stayed "รอดำเนินการ" after ops
 * paid it, though the bell knew in a second): any news for the player (`notification/received`: a deposit or
 * withdrawal decided, a prize, a void refund) or another screen's `wallet/reload-requested` reloads every wallet
 * query of the session (balance, transactions, withdrawals, deposits). Renders nothing.
 */
export function FollowWalletNews() {
  const { bus } = useRemote();
  const { customerCode } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    const sub = merge(bus.on('notification/received'), bus.on('wallet/reload-requested')).subscribe(() => {
      void queryClient.invalidateQueries({ queryKey: walletKeys.session(customerCode) });
    });
    return () => sub.unsubscribe();
  }, [bus, customerCode, queryClient]);
  return null;
}
