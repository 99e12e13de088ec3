/** GET backoffice/remotes/{name}/history: the remote's registry changes, newest first (at most 200). */
import type { RemoteHistoryEntry } from 'shared-contracts';
import type { AppContext } from '../context';
import { assertRemoteName } from './remotes';

export async function remoteHistory(ctx: AppContext, name: string): Promise<RemoteHistoryEntry[]> {
  assertRemoteName(name);
  const rows = await ctx.db
    .selectFrom('remote_registry_history')
    .selectAll()
    .where('name', '=', name)
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
