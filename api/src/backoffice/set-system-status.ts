/**
 * PUT backoffice/system/status (admin): updates any subset of the flags (system/system-status.ts), tells every
 * open page on the live `system` channel (`system-status/changed`: the shell reads the status again, within
 * a second or two, ARCHITECTURE.md "The live layer") and audits `system.status.update` (before → after), all
 * in the same transaction: the publish goes out only if the change commits.
 */
import { LIVE_CHANNELS, LIVE_SERVER_EVENTS, type SystemStatus } from 'shared-contracts';
import type { AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import { publishToChannel } from '../live/publish-to-channel';
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
    // before the audit row: every writer of both takes the live clock first, then the audit head
    await publishToChannel(
      ctx,
      { channel: LIVE_CHANNELS.system, message: { type: LIVE_SERVER_EVENTS.systemStatusChanged } },
      trx,
    );
    await recordAudit(trx, actor, { action: 'system.status.update', target: 'system:status', before, after }, now);
    return after;
  });
}
