/** The audit chain check on demand (a button): each run recomputes the whole chain (`GET backoffice/audit/verify`). */
import { useMutation } from '@tanstack/react-query';
import { useSignedInOps } from '../../auth';
import { verifyAudit } from '../api/audit-api';

export function useAuditVerify() {
  const { api } = useSignedInOps();
  return useMutation({ mutationFn: () => verifyAudit(api) });
}
