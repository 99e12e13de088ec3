/** The server clock's offset from the live gateway's time call: the round trip's midpoint, and refusals. */
import { fetchServerOffset } from './server-time-api';

const answer = (body: unknown, ok = true) => (async () => ({ ok, json: async () => body })) as unknown as typeof fetch;

describe('fetchServerOffset', () => {
  it('is the server instant minus the midpoint of the round trip (timetoken = ms × 10 000)', async () => {
    const device = [1_000_000, 1_000_200];
    const serverMs = Date.parse('2026-05-01T03:00:00Z');
    const offset = await fetchServerOffset(answer([`${serverMs}0000`]), () => device.shift()!);
    expect(offset).toBe(serverMs - 1_000_100);
  });

  it('refuses an answer that is not a timetoken', async () => {
    await expect(fetchServerOffset(answer({ error: 'x' }))).rejects.toThrow('not a server time');
    await expect(fetchServerOffset(answer(['17'], false))).rejects.toThrow('not a server time');
  });
});
