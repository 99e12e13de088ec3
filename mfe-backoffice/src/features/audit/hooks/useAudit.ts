/** The audit trail as pages of 50 (`useInfiniteQuery`), the next page from the last row's id. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useSignedInOps } from '../../auth';
import { backofficeKeys } from '../../../query-keys';
import { AUDIT_PAGE, fetchAudit } from '../api/audit-api';

export function useAudit(action: string) {
  const { me, api } = useSignedInOps();
  return useInfiniteQuery({
    queryKey: backofficeKeys.audit(me.username, action),
    queryFn: ({ pageParam }) => fetchAudit(api, action, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.length === AUDIT_PAGE ? last[last.length - 1]!.id : undefined),
  });
}
