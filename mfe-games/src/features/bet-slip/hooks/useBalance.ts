import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bahtToSatang, callRoute } from 'shared-contracts';
import { useRemote, useSession } from 'shared-ui';
import { gamesKeys } from '../../../query-keys';

/**
 * The player's balance in satang for the summary's warning (null: a visitor, or not known): `GET wallet/balance`,
 * kept current by the bus's `wallet/balance-changed` (the shell and the wallet publish the new balance).
 */
export function useBalanceSatang(): number | null {
  const { api, bus } = useRemote();
  const { status, customerCode } = useSession();
  const queryClient = useQueryClient();
  const key = gamesKeys.balance(customerCode);
  const { data } = useQuery({
    queryKey: key,
    queryFn: async () => bahtToSatang((await callRoute(api, 'GET /wallet/balance')).balance),
    enabled: status === 'authenticated',
    staleTime: 10_000,
    retry: false,
  });
  useEffect(() => {
    const own = gamesKeys.balance(customerCode);
    const sub = bus.on('wallet/balance-changed').subscribe((e) => {
      if (e.balanceSatang !== undefined) queryClient.setQueryData(own, e.balanceSatang);
      else void queryClient.invalidateQueries({ queryKey: own });
    });
    return () => sub.unsubscribe();
  }, [bus, queryClient, customerCode]);
  return status === 'authenticated' ? (data ?? null) : null;
}
