/** `GET backoffice/audit` (shared-contracts `schemas/audit.ts`): the trail, newest first, paged by `before_id`. */
import type { AuditRowData, AuditVerifyData, HttpClient } from 'shared-contracts';

export type AuditRow = AuditRowData;

export const AUDIT_PAGE = 50;

export const fetchAudit = (api: HttpClient, action: string, beforeId: number | undefined) =>
  api.get<AuditRow[]>('backoffice/audit', {
    params: { limit: AUDIT_PAGE, action: action || undefined, before_id: beforeId },
  });

/** `GET backoffice/audit/verify` (shared-contracts `schemas/audit.ts` `auditVerifyData`): the whole chain recomputed. */
export type AuditVerify = AuditVerifyData;

export const verifyAudit = (api: HttpClient) => api.get<AuditVerify>('backoffice/audit/verify');
