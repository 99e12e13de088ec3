/**
 * Issue 20: `GET game/fe/lottery/famous-number/{n}` re-read and parsed every GLO draw per call, unauthenticated and
 * unlimited. The draws are now cached per process until the GLO results change, and the public reads are limited
 * per IP (RATE_LIMIT_PUBLIC_PER_MINUTE).
 */
import { sql } from 'kysely';
import { BACKENDS } from '../../test-support/databases';
import { useTestApp } from '../../test-support/harness';
import { CALENDAR_GAME_CODE } from '../shop-game';
import { cachedOfficialDraws } from './official-draws-cache';

jest.setTimeout(120_000);

describe.each(BACKENDS)('famous numbers under load on %s', (backend) => {
  const t = useTestApp(backend, { opsUsers: false, env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '3' } });

  it('reads and parses the draws once while the GLO results stay the same, again when one changes', async () => {
    const first = await cachedOfficialDraws(t.database.db);
    expect(first.length).toBeGreaterThan(300);
    // unchanged data: the same parsed array, however many callers at once
    const same = await Promise.all(Array.from({ length: 20 }, () => cachedOfficialDraws(t.database.db)));
    for (const d of same) expect(d).toBe(first);
    // a result corrected (resulted_at moves): reloaded at once
    const latest = first.at(-1)!.date;
    await t.database.db
      .updateTable('rounds')
      .set({ resulted_at: sql<Date>`now() + interval '1 day'` })
      .where('game_code', '=', CALENDAR_GAME_CODE)
      .where('draw_date', '=', latest)
      .execute();
    const reloaded = await cachedOfficialDraws(t.database.db);
    expect(reloaded).not.toBe(first);
    expect(reloaded).toEqual(first);
    // a result removed: the count changes
    await t.database.db
      .updateTable('rounds')
      .set({ result: null })
      .where('game_code', '=', CALENDAR_GAME_CODE)
      .where('draw_date', '=', latest)
      .execute();
    expect((await cachedOfficialDraws(t.database.db)).length).toBe(first.length - 1);
  });

  it('limits the public reads per IP: the 4th from one IP is 429 E10429, another IP still answered', async () => {
    const get = (url: string, ip: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, remoteAddress: ip });
    const statuses = [];
    for (const url of [
      '/game/fe/lottery/famous-number/123',
      '/game/fe/lottery/famous-number?prize_type=last_two',
      '/game/fe/famous-number/UG?three_type=THREE_TOP',
      '/game/fe/lottery/famous-number/456',
    ])
      statuses.push((await get(url, '10.20.0.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await get('/game/fe/lottery/famous-number/789', '10.20.0.1');
    expect(limited.json().service_code).toBe('E10429');
    expect((await get('/game/fe/lottery/famous-number/789', '10.20.0.2')).statusCode).toBe(200);
  });
});
