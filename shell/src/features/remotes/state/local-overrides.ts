/**
 * A developer's local registry override (README "Deploying your remote", "Develop against a deployed shell"):
 * `localStorage.mf_remote_overrides = '{"wallet":"http://localhost:3104/mf-manifest.json"}'` makes this one browser
 * load that remote from the given entry instead of the registry's, while the shell shows a bar saying so.
 * The page's Content-Security-Policy still decides what loads: the entry's origin must be one the server allows
 * (REMOTE_ALLOWED_ORIGINS: a staging shell lists developers' localhost ports, production lists none), so a planted
 * value loads nothing there. Ignored: unknown remote names, and entries that are not http(s) URLs of a
 * `.json` manifest or a `.js` remote entry.
 */
import { REMOTE_NAMES } from 'shared-contracts';

export const REMOTE_OVERRIDES_KEY = 'mf_remote_overrides';

const validEntry = (v: unknown): v is string => {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && /\.(json|js)$/.test(u.pathname);
  } catch {
    return false;
  }
};

/** The valid overrides stored in `storage`, by remote name ({} when none, or when the value is not JSON). */
export function readRemoteOverrides(storage: Pick<Storage, 'getItem'>): Record<string, string> {
  let raw: unknown;
  try {
    raw = JSON.parse(storage.getItem(REMOTE_OVERRIDES_KEY) ?? '{}');
  } catch {
    return {};
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw as Record<string, unknown>).filter(
      (e): e is [string, string] => (REMOTE_NAMES as readonly string[]).includes(e[0]) && validEntry(e[1]),
    ),
  );
}

/** Removes every override (the bar's button); the page must reload to load the registry's entries again. */
export function clearRemoteOverrides(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(REMOTE_OVERRIDES_KEY);
}
