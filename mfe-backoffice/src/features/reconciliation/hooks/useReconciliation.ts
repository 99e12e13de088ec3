/**
 * The reconciliation screen's reads for one filter (dates, game): the ledger checks, the house's days and one
 * page of rounds. Keyed by the signed-in ops user and the filter; the previous data stays on screen while a
 * new filter or page loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import {
  fetchHouseDaily,
  fetchLedgerCheck,
  fetchRoundReconciliation,
  type ReconciliationFilter,
} from '../api/reconciliation-api';

export function useLedgerCheck(f: ReconciliationFilter) {
  const { me, api } = useSignedInOps();
  return useQuery({
    queryKey: backofficeKeys.reconciliation(me.username, 'ledger', f.from, f.to),
    queryFn: () => fetchLedgerCheck(api, f),
    placeholderData: keepPreviousData,
  });
}

export function useHouseDaily(f: ReconciliationFilter) {
  const { me, api } = useSignedInOps();
  return useQuery({
    queryKey: backofficeKeys.reconciliation(me.username, 'house-daily', f.from, f.to, f.game),
    queryFn: () => fetchHouseDaily(api, f),
    placeholderData: keepPreviousData,
  });
}

export function useRoundReconciliation(f: ReconciliationFilter, page: number, pageSize: number) {
  const { me, api } = useSignedInOps();
  return useQuery({
    queryKey: backofficeKeys.reconciliation(me.username, 'rounds', f.from, f.to, f.game, page, pageSize),
    queryFn: () => fetchRoundReconciliation(api, f, page, pageSize),
    placeholderData: keepPreviousData,
  });
}
