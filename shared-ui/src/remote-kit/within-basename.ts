/** True when `pathname` is the remote's `basename` or below it ('/' holds every path). */
export function withinBasename(pathname: string, basename: string): boolean {
  if (basename === '/' || basename === '') return true;
  return pathname === basename || pathname.startsWith(`${basename}/`);
}
