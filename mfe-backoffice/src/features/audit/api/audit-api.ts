/** `GET backoffice/audit` (shared-contracts `schemas/audit.ts`): the trail, newest first, paged by `before_id`. */
import { callRoute, type AuditRowData, type AuditVerifyData, type HttpClient } from 'shared-contracts';

export type AuditRow = AuditRowData;

export const AUDIT_PAGE = 50;

export const fetchAudit = (api: HttpClient, action: string, beforeId: number | undefined) =>
  callRoute(api, 'GET /backoffice/audit', {
    query: { limit: AUDIT_PAGE, action: action || undefined, before_id: beforeId },
  });

/** `GET backoffice/audit/verify` (shared-contracts `schemas/audit.ts` `auditVerifyData`): the whole chain recomputed. */
export type AuditVerify = AuditVerifyData;

export const verifyAudit = (api: HttpClient) => callRoute(api, 'GET /backoffice/audit/verify');
