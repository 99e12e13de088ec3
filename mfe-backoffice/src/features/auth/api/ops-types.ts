/**
 * Wire shapes the console reads from the ops API (api/src/ops-accounts/ops-user-schemas.ts,
 * api/src/draw-games/results/result-entry-schemas.ts, api/src/audit/audit-schemas.ts): plain types, the zod
 * schemas stay on the server.
 */
export type OpsRole = 'admin' | 'operator' | 'auditor';

/** `POST backoffice/auth/login`. */
export interface OpsLoginData {
  token: string;
  expires_at: string;
  username: string;
  role: OpsRole;
}

/** `GET backoffice/auth/me`. */
export interface OpsMe {
  id: string;
  username: string;
  role: OpsRole;
}
