/**
 * PUT backoffice/remotes/{name}: ops switch a remote on or off and/or point it at another entry (a deployed
 * version's mf-manifest.json; `entry: null` = back to the default). The row changes, a history row keeps the
 * state before and after (rollback-remote.ts restores it), and every open page hears it on the live `system`
 * channel (`remotes/changed {name, enabled}`), all in one transaction: the shell reads the registry again and
 * swaps an open remote for its maintenance panel, or back, or for the new entry on its next mount, without a reload.
 * Errors: NOT_FOUND (E10001) for an unknown remote; a bad body is refused by the route schema (E10000), and so is
 * an absolute entry on an origin the Content-Security-Policy does not allow (the origins of REMOTE_<NAME>_URL and
 * REMOTE_ALLOWED_ORIGINS, fixed at start): the shell could not load it.
 */
import {
  AppError,
  ErrorCode,
  LIVE_CHANNELS,
  LIVE_SERVER_EVENTS,
  type RemoteEntry,
  type RemoteName,
} from 'shared-contracts';
import { actorName, type AuditActor } from '../audit/audit-actor';
import type { AppContext } from '../context';
import { registryOrigins } from '../http/security-headers';
import { publishToChannel } from '../live/publish-to-channel';
import { assertRemoteName, getRemote } from './remotes';

export interface RemoteState {
  enabled: boolean;
  /** null = the default entry. */
  entry: string | null;
}

/**
 * Writes `change` onto remote `name` in one transaction: row, history (`action`), live message. Returns the
 * state before. `change` fields left undefined keep their value.
 */
export async function applyRemoteChange(
  ctx: AppContext,
  actor: AuditActor,
  name: RemoteName,
  action: 'set' | 'rollback',
  change: (prev: RemoteState) => Partial<RemoteState> | null,
): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    // the row exists (0001 seeds one per remote); insert-if-missing then lock, so concurrent changes queue
    await trx
      .insertInto('remotes')
      .values({ name, enabled: true })
      .onConflict((oc) => oc.doNothing())
      .execute();
    const row = await trx
      .selectFrom('remotes')
      .select(['enabled', 'entry'])
      .where('name', '=', name)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const prev: RemoteState = { enabled: row.enabled, entry: row.entry };
    const patch = change(prev);
    if (!patch) return;
    const next: RemoteState = {
      enabled: patch.enabled ?? prev.enabled,
      entry: patch.entry === undefined ? prev.entry : patch.entry,
    };
    await trx
      .updateTable('remotes')
      .set({ enabled: next.enabled, entry: next.entry, updated_at: now })
      .where('name', '=', name)
      .execute();
    await trx
      .insertInto('remote_registry_history')
      .values({
        name,
        action,
        enabled: next.enabled,
        entry: next.entry,
        prev_enabled: prev.enabled,
        prev_entry: prev.entry,
        actor: actorName(actor),
        created_at: now,
      })
      .execute();
    await publishToChannel(
      ctx,
      {
        channel: LIVE_CHANNELS.system,
        message: { type: LIVE_SERVER_EVENTS.remotesChanged, data: { name, enabled: next.enabled } },
      },
      trx,
    );
  });
}

/** Sets `enabled` and/or `entry` of remote `name`; returns its registry entry after. */
export async function setRemote(
  ctx: AppContext,
  actor: AuditActor,
  name: string,
  body: { enabled?: boolean; entry?: string | null },
): Promise<RemoteEntry> {
  assertRemoteName(name);
  if (body.entry && /^https?:\/\//.test(body.entry)) {
    const allowed = registryOrigins(ctx.config);
    if (!allowed.includes(new URL(body.entry).origin))
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `entry origin ${new URL(body.entry).origin} is not allowed by the Content-Security-Policy; allowed: ` +
          `${allowed.join(', ') || 'none (relative /remotes/... entries only)'}. Add it to REMOTE_ALLOWED_ORIGINS.`,
      );
  }
  await applyRemoteChange(ctx, actor, name, 'set', () => ({ enabled: body.enabled, entry: body.entry }));
  return getRemote(ctx, name);
}
