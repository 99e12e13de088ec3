/** The wire contract of the routes in `api/src/backoffice/routes/audit.ts` (ARCHITECTURE.md "The wire contract"). */
import { auditQuery, auditRowData, auditVerifyData } from '../schemas/audit';
import { route } from './route';

export const backofficeAuditRoutes = {
  getBackofficeAudit: route({
    method: 'GET',
    path: '/backoffice/audit',
    query: auditQuery,
    response: auditRowData.array(),
  }),
  getBackofficeAuditVerify: route({ method: 'GET', path: '/backoffice/audit/verify', response: auditVerifyData }),
};
