/** Issue 20: `/pn` request URLs with `auth=` tokens were logged in clear; the request log now redacts them. */
import { BACKENDS } from '../test-support/databases';
import { registerPlayer, startTestApp } from '../test-support/harness';
import { REDACTED, redactUrl } from './log-redaction';

jest.setTimeout(120_000);

describe('redactUrl', () => {
  it.each([
    ['/pn/v2/subscribe/sub/ch/0?auth=lt1.abc.def&uuid=C1', `/pn/v2/subscribe/sub/ch/0?auth=${REDACTED}&uuid=C1`],
    ['/x?uuid=a&AUTH=secret&pnsdk=js', `/x?uuid=a&AUTH=${REDACTED}&pnsdk=js`],
    ['/cb?code=abc&state=xyz', `/cb?code=${REDACTED}&state=${REDACTED}`],
    [
      '/y?token=t1&session_token=t2&verified_token=t3',
      `/y?token=${REDACTED}&session_token=${REDACTED}&verified_token=${REDACTED}`,
    ],
    ['/z?%61uth=encoded-name', `/z?%61uth=${REDACTED}`],
    ['/plain/path', '/plain/path'],
    ['/q?page=2&size=10', '/q?page=2&size=10'],
    ['/f?auth=a#frag', `/f?auth=${REDACTED}#frag`],
  ])('%s', (input, output) => {
    expect(redactUrl(input)).toBe(output);
  });
});

describe.each(BACKENDS)('the request log on %s', (backend) => {
  it('has no live token of a /pn request (auth= redacted), and no Authorization header', async () => {
    const lines: string[] = [];
    const t = await startTestApp(backend, {
      opsUsers: false,
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      const player = await registerPlayer(t.http);
      const live = (await t.http.call('POST', '/live/token', { token: player.token })).body.data;
      // a publish (logged at info; the long-poll subscribe logs at warn only)
      const message = encodeURIComponent(JSON.stringify({ text: 'สวัสดี' }));
      const res = await t.app.inject({
        method: 'GET',
        url: `/pn/publish/${live.publish_key}/${live.subscribe_key}/0/channel-public/0/${message}?auth=${encodeURIComponent(live.token)}&uuid=${live.uuid}`,
      });
      expect(res.statusCode).toBe(200);
      const log = lines.join('');
      expect(log).toContain('/pn/publish/');
      expect(log).toContain(`auth=${REDACTED}`);
      expect(log).not.toContain(live.token);
      expect(log).not.toContain(encodeURIComponent(live.token));
      expect(log).not.toContain(player.token);
    } finally {
      await t.close();
    }
  });
});
