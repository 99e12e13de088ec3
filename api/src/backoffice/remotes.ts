/**
 * The remote registry (ARCHITECTURE.md "Remote registry"): where each remote's mf-manifest.json is, whether ops
 * enabled it, and the version that entry serves. The entry is the one ops set (`remotes.entry`, PUT
 * backoffice/remotes/{name}), else REMOTE_<NAME>_URL, else relative `/remotes/<slug>/mf-manifest.json` (the shell
 * resolves it against its origin).
 */
import { AppError, ErrorCode, REMOTE_NAMES, type RemoteEntry, type RemoteName } from 'shared-contracts';
import type { AppContext } from '../context';
import type { Db } from '../db/database';
import { REMOTE_LAYOUT } from '../http/remote-layout';
import { deployedRemoteVersion } from './remote-version';

export { REMOTE_LAYOUT } from '../http/remote-layout';

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** NOT_FOUND (E10001) unless `name` is a registry name. */
export function assertRemoteName(name: string): asserts name is RemoteName {
  if (!isRemoteName(name))
    throw new AppError(ErrorCode.NOT_FOUND, `remote ${name} does not exist; known: ${REMOTE_NAMES.join(', ')}`);
}

/** The entry used when ops set none: REMOTE_<NAME>_URL, else the api's own `/remotes/<slug>/mf-manifest.json`. */
export function defaultRemoteEntry(ctx: AppContext, name: RemoteName): string {
  return ctx.config.remoteUrls[name] ?? `/remotes/${REMOTE_LAYOUT[name].slug}/mf-manifest.json`;
}

/** Every remote's stored row (enabled, entry ops set or null); a remote without a row is enabled, default entry. */
export async function remoteRows(db: Db): Promise<Map<string, { enabled: boolean; entry: string | null }>> {
  const rows = await db.selectFrom('remotes').select(['name', 'enabled', 'entry']).execute();
  return new Map(rows.map((r) => [r.name, { enabled: r.enabled, entry: r.entry }]));
}

/** GET remotes: the registry, in REMOTE_NAMES order, each with the version its entry serves. */
export async function listRemotes(ctx: AppContext): Promise<RemoteEntry[]> {
  const rows = await remoteRows(ctx.db);
  return Promise.all(
    REMOTE_NAMES.map(async (name) => {
      const entry = rows.get(name)?.entry ?? defaultRemoteEntry(ctx, name);
      return {
        name,
        entry,
        enabled: rows.get(name)?.enabled ?? true,
        ...(await deployedRemoteVersion(ctx.config.staticRoot, name, entry, ctx.config.remoteManifestOriginMap)),
      };
    }),
  );
}

/** One remote's registry entry (NOT_FOUND for an unknown name). */
export async function getRemote(ctx: AppContext, name: string): Promise<RemoteEntry> {
  assertRemoteName(name);
  return (await listRemotes(ctx)).find((r) => r.name === name)!;
}
