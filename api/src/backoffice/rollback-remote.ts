/**
 * POST backoffice/remotes/{name}/rollback: restores the state before the remote's newest change (enabled and
 * entry), recorded as a change itself (so a second rollback undoes the first), pushed live like any change.
 * Errors: NOT_FOUND (E10001) for an unknown remote; CONFLICT (E10409) when it was never changed.
 */
import { AppError, ErrorCode, type RemoteEntry } from 'shared-contracts';
import type { AuditActor } from '../audit/audit-actor';
import type { AppContext } from '../context';
import { assertRemoteName, getRemote } from './remotes';
import { applyRemoteChange } from './set-remote';

export async function rollbackRemote(ctx: AppContext, actor: AuditActor, name: string): Promise<RemoteEntry> {
  assertRemoteName(name);
  const last = await ctx.db
    .selectFrom('remote_registry_history')
    .select(['prev_enabled', 'prev_entry'])
    .where('name', '=', name)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!last) throw new AppError(ErrorCode.CONFLICT, `remote ${name} has no change to roll back`);
  await applyRemoteChange(ctx, actor, name, 'rollback', () => ({ enabled: last.prev_enabled, entry: last.prev_entry }));
  return getRemote(ctx, name);
}
