/** `GET backoffice/audit` (api/src/audit/audit-schemas.ts): the trail, newest first, paged by `before_id`. */
import type { HttpClient } from 'shared-contracts';

export interface AuditRow {
  id: number;
  at: string;
  actor: { kind: 'ops' | 'bootstrap-token' | 'system'; ops_user_id: string | null; name: string };
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
}

export const AUDIT_PAGE = 50;

export const fetchAudit = (api: HttpClient, action: string, beforeId: number | undefined) =>
  api.get<AuditRow[]>('backoffice/audit', {
    params: { limit: AUDIT_PAGE, action: action || undefined, before_id: beforeId },
  });

/** `GET backoffice/audit/verify` (api/src/audit/audit-schemas.ts `auditVerifyData`): the whole chain recomputed. */
export interface AuditVerify {
  ok: boolean;
  rows_checked: number;
  last_id: number;
  last_hash: string;
  /** The first row whose hash or link does not match, and why; null when ok. */
  first_broken: { id: number; reason: string } | null;
}

export const verifyAudit = (api: HttpClient) => api.get<AuditVerify>('backoffice/audit/verify');
