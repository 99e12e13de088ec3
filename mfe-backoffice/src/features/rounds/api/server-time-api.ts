/**
 * The server's clock as seen from the browser: the live gateway's time call (`GET /pn/time/0`, PubNub's protocol:
 * `[timetoken]`, the server clock in units of 100 ns; api/src/live/gateway-routes.ts), which follows the API's clock
 * (also a `CLOCK_START` one), unlike the HTTP `Date` header (the machine's time). Same origin as the page.
 */
import { LIVE_ORIGIN_PATH } from 'shared-contracts';

/**
 * Milliseconds to add to `Date.now()` to get the server's time: the server's instant minus the midpoint of the
 * round trip. Throws when the answer is not a timetoken (the caller then keeps the device's clock).
 */
export async function fetchServerOffset(
  fetchFn: typeof fetch = fetch,
  deviceNow: () => number = Date.now,
): Promise<number> {
  const sent = deviceNow();
  const res = await fetchFn(`${LIVE_ORIGIN_PATH}/time/0`, { cache: 'no-store' });
  const received = deviceNow();
  const body: unknown = await res.json();
  const tt = Array.isArray(body) ? String(body[0] ?? '') : '';
  if (!res.ok || !/^\d{14,19}$/.test(tt)) throw new Error(`not a server time: ${JSON.stringify(body)}`);
  const serverMs = Number(tt.slice(0, -4));
  return serverMs - Math.round((sent + received) / 2);
}
