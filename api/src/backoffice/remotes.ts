/**
 * The remote registry (ARCHITECTURE.md "Remote registry"): where each remote's mf-manifest.json is, whether ops
 * enabled it, and its version. Entries are relative (`/remotes/<slug>/mf-manifest.json`, the shell
 * resolves them against its origin) unless REMOTE_<NAME>_URL overrides one.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  AppError,
  ErrorCode,
  LIVE_CHANNELS,
  LIVE_SERVER_EVENTS,
  REMOTE_NAMES,
  type RemoteEntry,
  type RemoteName,
} from 'shared-contracts';
import type { AppContext } from '../context';
import { publishToChannel } from '../live/publish-to-channel';

/** Registry name → URL slug under /remotes and the workspace folder that builds it. */
export const REMOTE_LAYOUT: Record<RemoteName, { slug: string; dir: string }> = {
  games: { slug: 'games', dir: 'mfe-games' },
  lotteryShop: { slug: 'lottery-shop', dir: 'mfe-lottery-shop' },
  minigames: { slug: 'minigames', dir: 'mfe-minigames' },
  wallet: { slug: 'wallet', dir: 'mfe-wallet' },
  chat: { slug: 'chat', dir: 'mfe-chat' },
};

function readJson(file: string): Record<string, unknown> | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The built manifest's buildVersion, else the workspace package version, else 0.0.0. */
export function remoteVersion(staticRoot: string, name: RemoteName): string {
  const dir = path.join(staticRoot, REMOTE_LAYOUT[name].dir);
  const manifest = readJson(path.join(dir, 'dist', 'mf-manifest.json')) as {
    metaData?: { buildInfo?: { buildVersion?: string } };
  } | null;
  const built = manifest?.metaData?.buildInfo?.buildVersion;
  if (built) return built;
  const pkg = readJson(path.join(dir, 'package.json'));
  return typeof pkg?.version === 'string' ? pkg.version : '0.0.0';
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

export async function listRemotes(ctx: AppContext): Promise<RemoteEntry[]> {
  const rows = await ctx.db.selectFrom('remotes').select(['name', 'enabled']).execute();
  const enabled = new Map(rows.map((r) => [r.name, r.enabled]));
  return REMOTE_NAMES.map((name) => ({
    name,
    entry: ctx.config.remoteUrls[name] ?? `/remotes/${REMOTE_LAYOUT[name].slug}/mf-manifest.json`,
    enabled: enabled.get(name) ?? true,
    version: remoteVersion(ctx.config.staticRoot, name),
  }));
}

/**
 * PUT backoffice/remotes/{name}: ops switch a remote on or off, and every open page hears it on the live
 * `system` channel (`remotes/changed {name, enabled}`, in the same transaction): the shell reads the registry
 * again and swaps an open remote for its maintenance panel, or back, without a reload.
 */
export async function setRemoteEnabled(ctx: AppContext, name: string, enabled: boolean): Promise<RemoteEntry> {
  if (!isRemoteName(name))
    throw new AppError(ErrorCode.NOT_FOUND, `remote ${name} does not exist; known: ${REMOTE_NAMES.join(', ')}`);
  const now = ctx.clock.now();
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('remotes')
      .values({ name, enabled, updated_at: now })
      .onConflict((oc) => oc.column('name').doUpdateSet({ enabled, updated_at: now }))
      .execute();
    await publishToChannel(
      ctx,
      { channel: LIVE_CHANNELS.system, message: { type: LIVE_SERVER_EVENTS.remotesChanged, data: { name, enabled } } },
      trx,
    );
  });
  return (await listRemotes(ctx)).find((r) => r.name === name)!;
}
