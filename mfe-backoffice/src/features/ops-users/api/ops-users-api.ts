/**
 * The ops accounts calls (api/src/backoffice/routes/ops-users.ts; wire shapes in shared-contracts
 * `schemas/ops-users.ts`): `GET backoffice/ops-users` (admins and auditors; 403 E10403 for operators), `POST
 * backoffice/ops-users` `{username 3-40 of a-z0-9._-, password 12-200, role}` (admin, 201) and `POST
 * backoffice/ops-users/{id}/disable` (admin; never yourself). While two active admins exist a new account is
 * created `approval: 'pending'` and a different admin approves or rejects it (`POST
 * backoffice/ops-users/{id}/approve|reject`; the one who asked → 403, already decided → 409).
 */
import {
  callRoute,
  type CreateOpsUserBody,
  type HttpClient,
  type OpsRoleName,
  type OpsUserData,
} from 'shared-contracts';

/** The API's ops roles (http/ops-roles.ts). */
export type OpsRole = OpsRoleName;

export const OPS_ROLES: readonly OpsRole[] = ['admin', 'operator', 'auditor'];

/** One ops account as the API lists it (times ISO-8601; `created_by` null = the bootstrap token). */
export type OpsUser = OpsUserData;

/** pending: waiting for a second admin (no login, no action); rejected is final. */
export type OpsApproval = OpsUserData['approval'];
export type OpsDecision = 'approve' | 'reject';

export type NewOpsUser = CreateOpsUserBody;

export const fetchOpsUsers = (api: HttpClient) => callRoute(api, 'GET /backoffice/ops-users');

export const createOpsUser = (api: HttpClient, body: NewOpsUser) =>
  callRoute(api, 'POST /backoffice/ops-users', { body });

export const disableOpsUser = (api: HttpClient, id: string) =>
  callRoute(api, 'POST /backoffice/ops-users/:id/disable', { params: { id } });

export const decideOpsUser = (api: HttpClient, id: string, decision: OpsDecision) =>
  decision === 'approve'
    ? callRoute(api, 'POST /backoffice/ops-users/:id/approve', { params: { id } })
    : callRoute(api, 'POST /backoffice/ops-users/:id/reject', { params: { id } });
