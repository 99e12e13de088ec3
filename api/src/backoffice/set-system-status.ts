/**
 * PUT backoffice/system/status (admin): updates any subset of the flags (system/system-status.ts) and
 * audits `system.status.update` (before → after) in the same transaction.
 */
import type { SystemStatus } from 'shared-contracts';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { getSystemStatus, updateSystemStatus } from '../system/system-status';

export async function setSystemStatus(
  ctx: AppContext,
  actor: AuditActor,
  patch: Partial<SystemStatus>,
): Promise<SystemStatus> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const before = await getSystemStatus(trx);
    const after = await updateSystemStatus(trx, patch, now);
    await recordAudit(trx, actor, { action: 'system.status.update', target: 'system:status', before, after }, now);
    return after;
  });
}
