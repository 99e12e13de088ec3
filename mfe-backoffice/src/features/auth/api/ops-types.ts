/**
 * Wire shapes the console reads from the ops API whose schemas are still in the api (api/src/ops-accounts/
 * ops-user-schemas.ts, api/src/audit/audit-schemas.ts): plain types until those schemas move to shared-contracts
 * (CONTRIBUTING.md "Writing a screen": wire types are `z.infer` of shared schemas).
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
