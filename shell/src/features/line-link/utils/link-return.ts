/**
 * Where a linking lands afterwards (docs/product.md "Messaging-app linking": home or profile): /connect's
 * `callback` (a path of this site; anything else is home) and the caller's `state`, kept in the tab's
 * sessionStorage while the player is at LINE, then handed back as `?line_link={result}&state={state}`.
 */
import type { LinkResult } from 'shared-contracts';

const KEY = 'line-link-return';

export interface LinkReturn {
  callback: string;
  state: string;
}

/**
 * `/connect`'s callback (an encoded URL) as a path of this site, decided by the browser's own URL parser: the
 * callback is resolved against this `origin` (so tabs and newlines are dropped and `\` is `/`, as the browser will
 * do when it follows the link) and kept only when it stays on this origin over http(s); the result is its path
 * and query (no hash: the result is appended to the query), and never starts with `//` or `/\` (a protocol-relative address). Anything else (`/%09/evil`,
 * `//evil`, `/\evil`, another origin, `javascript:`, `data:`, encoded variants) is home, `/`.
 */
export function landingPath(callback: string | null, origin = window.location.origin): string {
  if (!callback) return '/';
  let url: URL;
  try {
    url = new URL(callback, `${origin}/`);
  } catch {
    return '/';
  }
  if (url.origin !== origin || (url.protocol !== 'https:' && url.protocol !== 'http:')) return '/';
  const path = `${url.pathname}${url.search}`;
  return /^\/(?![/\\])/.test(path) ? path : '/';
}

/** The shell's /callback on this origin: the redirect URI of every flow. */
export function callbackUri(origin: string): string {
  return `${origin}/callback`;
}

export function saveLinkReturn(storage: Storage, value: LinkReturn): void {
  storage.setItem(KEY, JSON.stringify(value));
}

/** The saved return (home and no state when none), removed from storage. */
export function takeLinkReturn(storage: Storage): LinkReturn {
  const raw = storage.getItem(KEY);
  storage.removeItem(KEY);
  try {
    const v = JSON.parse(raw ?? 'null') as Partial<LinkReturn> | null;
    return {
      callback: landingPath(typeof v?.callback === 'string' ? v.callback : null),
      state: String(v?.state ?? ''),
    };
  } catch {
    return { callback: '/', state: '' };
  }
}

/** The landing address with the result (and the caller's state when it gave one). */
export function landingWithResult(ret: LinkReturn, result: LinkResult): string {
  const [path = '/', query = ''] = ret.callback.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('line_link', result);
  if (ret.state) params.set('state', ret.state);
  return `${path}?${params.toString()}`;
}

/** /connect again for the same landing and state (try again). */
export function connectAgainPath(ret: LinkReturn): string {
  const params = new URLSearchParams({ callback: ret.callback });
  if (ret.state) params.set('state', ret.state);
  return `/connect?${params.toString()}`;
}
