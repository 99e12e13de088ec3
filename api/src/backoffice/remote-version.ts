/**
 * The version a deployed remote serves (issue 10 "Independent deploys"): its mf-manifest.json
 * `metaData.buildInfo.buildVersion` (webpack writes APP_VERSION there), read from the remote's actual entry:
 * - a relative `/remotes/<slug>/…` entry: the file under the static root (`<dir>/dist/…`), as the api serves it;
 * - an absolute entry (REMOTE_<NAME>_URL or one ops set): fetched over HTTP, 1.5 s timeout, the answer (or the
 *   failure) cached 30 s per URL, so `GET remotes` never waits on a remote host more than once in 30 s. Where the
 *   browser's origin is not the api's way to the host (compose: `localhost:8101` for players, `games:80` on the
 *   network), REMOTE_MANIFEST_ORIGIN_MAP gives the origin to fetch from instead.
 * When the manifest cannot be read the workspace package's version stands in, flagged `version_source: package`:
 * never an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared-contracts';
import { REMOTE_LAYOUT } from '../http/remote-layout';

export const MANIFEST_FETCH_TIMEOUT_MS = 1500;
export const MANIFEST_CACHE_MS = 30_000;

export interface RemoteVersion {
  version: string;
  version_source: 'manifest' | 'package';
}

interface Manifest {
  metaData?: { buildInfo?: { buildVersion?: unknown } };
}

const buildVersionOf = (m: unknown): string | null => {
  const v = (m as Manifest | null)?.metaData?.buildInfo?.buildVersion;
  return typeof v === 'string' && v !== '' ? v : null;
};

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The workspace package's version (the api image's copy), else 0.0.0. */
export function packageVersion(staticRoot: string, name: RemoteName): string {
  const pkg = readJson(path.join(staticRoot, REMOTE_LAYOUT[name].dir, 'package.json')) as { version?: unknown };
  return typeof pkg?.version === 'string' ? pkg.version : '0.0.0';
}

/** A relative `/remotes/<slug>/<file>` entry's manifest on disk (any remote's slug), or null. */
function localManifestVersion(staticRoot: string, entry: string): string | null {
  const m = /^\/remotes\/([^/]+)\/(.+)$/.exec(entry);
  const layout = m && Object.values(REMOTE_LAYOUT).find((l) => l.slug === m[1]);
  if (!m || !layout) return null;
  const dist = path.join(staticRoot, layout.dir, 'dist');
  const file = path.resolve(dist, m[2]!);
  if (!file.startsWith(dist + path.sep)) return null;
  return buildVersionOf(readJson(file));
}

const cache = new Map<string, { at: number; version: Promise<string | null> }>();

async function fetchManifestVersion(url: string): Promise<string | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(MANIFEST_FETCH_TIMEOUT_MS), redirect: 'follow' });
    if (!res.ok) return null;
    return buildVersionOf(await res.json());
  } catch {
    return null;
  }
}

/** An absolute entry's build version, cached MANIFEST_CACHE_MS per URL (failures too); null = unreadable. */
function remoteManifestVersion(url: string, now = Date.now()): Promise<string | null> {
  const hit = cache.get(url);
  if (hit && now - hit.at < MANIFEST_CACHE_MS) return hit.version;
  const version = fetchManifestVersion(url);
  cache.set(url, { at: now, version });
  return version;
}

/** Forgets the cached answers (tests). */
export function clearRemoteVersionCache(): void {
  cache.clear();
}

/** `url` with its origin swapped by `originMap` (public → internal), or unchanged. */
export function manifestFetchUrl(url: string, originMap: Record<string, string>): string {
  const u = new URL(url);
  const internal = originMap[u.origin];
  return internal ? internal + u.pathname + u.search : url;
}

/** The version `entry` serves for remote `name`, with where it came from. Never throws. */
export async function deployedRemoteVersion(
  staticRoot: string,
  name: RemoteName,
  entry: string,
  originMap: Record<string, string> = {},
): Promise<RemoteVersion> {
  const served = /^https?:\/\//.test(entry)
    ? await remoteManifestVersion(manifestFetchUrl(entry, originMap))
    : localManifestVersion(staticRoot, entry);
  return served
    ? { version: served, version_source: 'manifest' }
    : { version: packageVersion(staticRoot, name), version_source: 'package' };
}
