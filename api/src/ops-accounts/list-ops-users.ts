/** GET backoffice/ops-users (admin, auditor): every ops account, oldest first (no password hashes). */
import type { AppContext } from '../context';
import type { OpsUserData } from 'shared-contracts';
import { opsUserViews } from './ops-user-view';

export async function listOpsUsers(ctx: AppContext): Promise<OpsUserData[]> {
  return opsUserViews(ctx.db);
}
