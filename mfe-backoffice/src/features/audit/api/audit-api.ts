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
