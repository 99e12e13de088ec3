/**
 * `GET backoffice/setting-changes?status=&game=&limit=` (every ops role): setting changes newest first (default 50,
 * at most 200). Without `status`: the PENDING ones not yet expired (what waits for a second operator); with
 * `status=EXPIRED` also the pending ones whose time is up (they are marked EXPIRED when a write meets them).
 * `game` is a game code. Shapes: SettingChangeData (baht, usernames).
 */
import type { SettingChangeData, SettingChangeStatus } from 'shared-contracts';
import type { AppContext } from '../../context';
import { settingChangeView } from './setting-change-view';

export async function listSettingChanges(
  ctx: AppContext,
  query: { status?: SettingChangeStatus; game?: string; limit?: number },
): Promise<SettingChangeData[]> {
  const now = ctx.clock.now();
  const status = query.status ?? 'PENDING';
  let q = ctx.db.selectFrom('ops_setting_changes').selectAll();
  if (status === 'PENDING') q = q.where('status', '=', 'PENDING').where('expires_at', '>', now);
  else if (status === 'EXPIRED')
    q = q.where((eb) =>
      eb.or([eb('status', '=', 'EXPIRED'), eb.and([eb('status', '=', 'PENDING'), eb('expires_at', '<=', now)])]),
    );
  else q = q.where('status', '=', status);
  if (query.game) q = q.where('game_code', '=', query.game.toUpperCase());
  const rows = await q
    .orderBy('id', 'desc')
    .limit(query.limit ?? 50)
    .execute();
  return rows.map((r) => {
    const view = settingChangeView(r);
    return r.status === 'PENDING' && r.expires_at <= now ? { ...view, status: 'EXPIRED' } : view;
  });
}
