/**
 * Issue 11, the spec codes no path raised before: the identity check `POST users/kyc` (E20006 citizen id, E20007
 * laser code, E20008 citizen info, E20009 id card duplicate incl. a parallel race, E10409 already verified) and
 * the chat display name `PUT chat/profile` (E20028 conflict ignoring case incl. a race, bad names E10000). Bad
 * bodies are 400 E10000 and change nothing; the plain citizen id is never stored.
 */
import { sql } from 'kysely';
import { normaliseCitizenId, normaliseLaserCode } from 'shared-contracts';
import { BACKENDS } from '../test-support/databases';
import { registerPlayer, useTestApp } from '../test-support/harness';
import { ageOn } from '../users/kyc-provider';

jest.setTimeout(180_000);

let idSeq = 0;
/** A fresh valid Thai citizen id (13 digits, mod-11 check digit). */
function newCitizenId(): string {
  idSeq += 1;
  const base = `1${String(Date.now() % 1e7).padStart(7, '0')}${String(idSeq).padStart(4, '0')}`;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(base[i]) * (13 - i);
  return `${base}${(11 - (sum % 11)) % 10}`;
}
/** The same id with a wrong check digit. */
const wrongCheck = (id: string) => `${id.slice(0, 12)}${(Number(id[12]) + 1) % 10}`;

describe('KYC rules (pure)', () => {
  it('accepts a citizen id with its check digit (dashes too) and refuses others', () => {
    expect(normaliseCitizenId('1-1017-00230-70-8')).toBe('1101700230708');
    expect(normaliseCitizenId('1101700230708')).toBe('1101700230708');
    expect(normaliseCitizenId('1101700230709')).toBeNull();
    expect(normaliseCitizenId('110170023070')).toBeNull();
    expect(normaliseCitizenId('11017002307a8')).toBeNull();
    const id = newCitizenId();
    expect(normaliseCitizenId(id)).toBe(id);
    expect(normaliseCitizenId(wrongCheck(id))).toBeNull();
  });
  it('accepts a laser code of 2 letters and 10 digits', () => {
    expect(normaliseLaserCode('ab1-2345678-90')).toBe('AB1234567890');
    expect(normaliseLaserCode('JT0123456789')).toBe('JT0123456789');
    expect(normaliseLaserCode('A11-2345678-90')).toBeNull();
    expect(normaliseLaserCode('AB1-2345678-9')).toBeNull();
  });
  it('counts whole years', () => {
    expect(ageOn('2006-05-10', '2026-05-10')).toBe(20);
    expect(ageOn('2006-05-11', '2026-05-10')).toBe(19);
    expect(ageOn('2030-01-01', '2026-05-10')).toBeLessThan(0);
  });
});

describe.each(BACKENDS)('KYC and chat display name on %s', (backend) => {
  const t = useTestApp(backend, { opsUsers: false });

  /** `YYYY-MM-DD` of `years` years (and `days` days) before the app's Bangkok today. */
  const yearsAgo = (years: number, days = 0) => {
    const now = new Date(t.clock.now().getTime() + 7 * 3_600_000);
    const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
    return d.toISOString().slice(0, 10);
  };
  // registerPlayer registers the bank account name "Somchai Jaidee"
  const card = (over: Record<string, unknown> = {}) => ({
    citizen_id: newCitizenId(),
    laser_code: 'JT1-2345678-90',
    first_name: 'นาย Somchai',
    last_name: 'JAIDEE',
    birth_date: yearsAgo(30),
    ...over,
  });
  const kyc = (token: string, body: unknown) => t.http.post('/users/kyc', body, token);
  const profile = async (token: string) => (await t.http.get('/users/info/me', token)).body.data;
  const kycRows = async () =>
    Number((await sql<{ n: string }>`SELECT count(*) AS n FROM user_kyc`.execute(t.database.db)).rows[0]!.n);

  it('verifies a player: profile kyc_verified true, only the last 4 digits and an HMAC stored', async () => {
    const p = await registerPlayer(t.http);
    expect((await profile(p.token)).kyc_verified).toBe(false);
    const body = card();
    const res = await kyc(p.token, body);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      kyc_verified: true,
      citizen_id_last4: body.citizen_id.slice(-4),
      verified_at: expect.any(String),
    });
    expect((await profile(p.token)).kyc_verified).toBe(true);
    const rows = await sql<Record<string, unknown>>`SELECT * FROM user_kyc`.execute(t.database.db);
    const dump = JSON.stringify(rows.rows);
    expect(dump).not.toContain(body.citizen_id);
    expect(dump).not.toContain(body.citizen_id.slice(0, 9));
    expect(dump).not.toContain('2345678');
    // verifying again: 409 E10409 (one check per player), even with the same card
    const again = await kyc(p.token, { ...body });
    expect(again.status).toBe(409);
    expect(again.body.service_code).toBe('E10409');
  });

  it('bad check digit → E20006; bad laser code → E20007; name mismatch or under 20 → E20008; nothing stored', async () => {
    const p = await registerPlayer(t.http);
    const before = await kycRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ citizen_id: wrongCheck(newCitizenId()) }, 'E20006'],
      [{ citizen_id: '123456789012' }, 'E20006'],
      [{ laser_code: 'J11-2345678-90' }, 'E20007'],
      [{ laser_code: 'JT12345678' }, 'E20007'],
      [{ first_name: 'Somsak' }, 'E20008'],
      [{ birth_date: yearsAgo(20, 1) }, 'E20008'],
      [{ birth_date: yearsAgo(-1) }, 'E20008'],
    ];
    for (const [over, code] of cases) {
      const res = await kyc(p.token, card(over));
      expect([over, res.status, res.body.service_code]).toEqual([over, 400, code]);
    }
    expect(await kycRows()).toBe(before);
    // exactly 20 today passes
    expect((await kyc(p.token, card({ birth_date: yearsAgo(20) }))).status).toBe(200);
  });

  it('bad bodies → 400 E10000 and change nothing; no token → 401', async () => {
    const p = await registerPlayer(t.http);
    const before = await kycRows();
    for (const body of [
      {},
      card({ citizen_id: 1101700230708 }),
      card({ birth_date: '2000-13-40' }),
      card({ birth_date: 'yesterday' }),
      card({ first_name: '   ' }),
      card({ last_name: undefined }),
      card({ laser_code: 'x'.repeat(100) }),
    ]) {
      const res = await kyc(p.token, body);
      expect([body, res.status, res.body.service_code]).toEqual([body, 400, 'E10000']);
    }
    expect(await kycRows()).toBe(before);
    expect((await profile(p.token)).kyc_verified).toBe(false);
    expect((await t.http.post('/users/kyc', card())).status).toBe(401);
  });

  it('one card, one player: 409 E20009 for another player, also when two verify at once', async () => {
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => registerPlayer(t.http)));
    const body = card();
    expect((await kyc(a!.token, body)).status).toBe(200);
    const dup = await kyc(b!.token, { ...body, citizen_id: body.citizen_id.replace(/^(\d)(\d{4})/, '$1-$2-') });
    expect(dup.status).toBe(409);
    expect(dup.body.service_code).toBe('E20009');
    expect((await profile(b!.token)).kyc_verified).toBe(false);

    const raced = card();
    const results = await Promise.all([c, d].map((p) => kyc(p!.token, raced)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.service_code).toBe('E20009');
    const flags = await Promise.all([c, d].map(async (p) => (await profile(p!.token)).kyc_verified));
    expect(flags.filter(Boolean)).toHaveLength(1);
  });

  describe('chat display name', () => {
    const put = (token: string, body: unknown) => t.http.call('PUT', '/chat/profile', { token, body });
    const chatProfile = async (token: string) => (await t.http.get('/chat/profile', token)).body.data;
    const uniq = () => `Nong${String(Date.now()).slice(-6)}${(idSeq += 1)}`;

    it('defaults to the masked customer code; sets a trimmed name; GET returns it', async () => {
      const p = await registerPlayer(t.http);
      const before = await chatProfile(p.token);
      expect(before.display_name).not.toBe('');
      expect(before.user_uid).toBe(p.customerCode);
      const name = uniq();
      const res = await put(p.token, { display_name: `  ${name}  ` });
      expect(res.status).toBe(200);
      expect(res.body.data.display_name).toBe(name);
      expect((await chatProfile(p.token)).display_name).toBe(name);
      // own name again in another case: fine
      expect((await put(p.token, { display_name: name.toUpperCase() })).status).toBe(200);
      expect((await chatProfile(p.token)).display_name).toBe(name.toUpperCase());
    });

    it('a name another player holds, ignoring case → 409 E20028, also when two take it at once', async () => {
      const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => registerPlayer(t.http)));
      const name = uniq();
      expect((await put(a!.token, { display_name: name })).status).toBe(200);
      const taken = await put(b!.token, { display_name: name.toLowerCase() });
      expect(taken.status).toBe(409);
      expect(taken.body.service_code).toBe('E20028');
      expect((await chatProfile(b!.token)).display_name).not.toBe(name.toLowerCase());

      const raced = uniq();
      const results = await Promise.all(
        [c, d].map((p, i) => put(p!.token, { display_name: i ? raced.toUpperCase() : raced })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)!.body.service_code).toBe('E20028');
    });

    it('bad names → 400 E10000 and change nothing', async () => {
      const p = await registerPlayer(t.http);
      const before = (await chatProfile(p.token)).display_name;
      for (const display_name of [
        'a',
        '  b  ',
        'x'.repeat(21),
        'www.example.com',
        'visit http://x.io',
        '0812345678',
        'call 081-234-5678',
        'fuck you',
        'tab\u0007name',
        123,
        null,
      ]) {
        const res = await put(p.token, { display_name });
        expect([display_name, res.status, res.body.service_code]).toEqual([display_name, 400, 'E10000']);
      }
      expect((await put(p.token, {})).status).toBe(400);
      expect((await chatProfile(p.token)).display_name).toBe(before);
    });
  });
});
