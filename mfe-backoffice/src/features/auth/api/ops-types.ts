/**
 * Wire shapes the console reads from the ops API, inferred from the wire contract (shared-contracts
 * `schemas/ops-users.ts`; ARCHITECTURE.md "The wire contract"): types only, zod stays out of the bundle.
 */
import type { OpsMeData, OpsRoleName } from 'shared-contracts';

export type { OpsLoginData } from 'shared-contracts';
export type OpsRole = OpsRoleName;

/** `GET backoffice/auth/me`. */
export type OpsMe = OpsMeData;
