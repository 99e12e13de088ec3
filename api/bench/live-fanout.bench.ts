/**
 * Live fan-out (issue 8): 1,000 long-poll subscribers on `channel-public`, held by one api process on
 * PostgreSQL, and 200 messages published through the gateway's GET publish, one every 25 ms. The load runs
 * in a child process on loopback (plain HTTP clients speaking the subscribe protocol: handshake, then
 * `tt=<cursor>` polls), so the server's memory is its own. Prints the publish → deliver latency over every
 * delivery (p50/p99/max), deliveries missing, and the server's RSS growth per held connection.
 */
import { fork } from 'node:child_process';
import http from 'node:http';
import type { LiveTokenData } from 'shared-contracts';
import { Http, registerPlayer } from '../src/test-support/harness';
import { percentile } from './bench-db';
import { receivePlan, runBench, withListeningApp } from './in-process-load';

const SUBSCRIBERS = 1000;
const MESSAGES = 200;
const GAP_MS = 25;

interface Plan {
  base: string;
  channel: string;
  publisher: LiveTokenData;
  subscribers: LiveTokenData[];
}

type FromLoad =
  { kind: 'held' } | { kind: 'done'; latencies: number[]; missing: number; outOfOrder: number; ms: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const nowMs = () => performance.timeOrigin + performance.now();

async function main() {
  await withListeningApp('2026-05-02T10:00:00+07:00', 10, async ({ origin, built }) => {
    const base = `${origin}/pn`;
    const api = new Http(built.app);
    const player = await registerPlayer(api);
    const token = async (bearer?: string) =>
      (await api.call<LiveTokenData>('POST', '/live/token', bearer ? { token: bearer } : {})).body.data;
    const publisher = await token(player.token);
    const subscribers: LiveTokenData[] = [];
    for (let i = 0; i < SUBSCRIBERS; i++) subscribers.push(await token());
    await sleep(500);
    const rssBefore = process.memoryUsage().rss;
    const child = fork(__filename, ['load'], { stdio: 'inherit' });
    const next = () => new Promise<FromLoad>((resolve) => child.once('message', (m) => resolve(m as FromLoad)));
    const held = next();
    child.send({ base, channel: 'channel-public', publisher, subscribers } satisfies Plan);
    await held;
    await sleep(1000);
    const rssHeld = process.memoryUsage().rss;
    const done = next();
    child.send('publish');
    const result = (await done) as Extract<FromLoad, { kind: 'done' }>;
    const sorted = result.latencies.sort((x, y) => x - y);
    console.log(
      `live fan-out: ${SUBSCRIBERS} long-poll subscribers, ${MESSAGES} messages (1 per ${GAP_MS} ms), ` +
        `${sorted.length} deliveries in ${(result.ms / 1000).toFixed(1)} s, ${result.missing} missing, ${result.outOfOrder} out of order`,
    );
    console.log(
      `publish → deliver: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
        `max ${sorted[sorted.length - 1]?.toFixed(1)} ms`,
    );
    console.log(
      `server RSS: ${(rssBefore / 2 ** 20).toFixed(0)} MiB → ${(rssHeld / 2 ** 20).toFixed(0)} MiB with ${SUBSCRIBERS} held, ` +
        `${((rssHeld - rssBefore) / SUBSCRIBERS / 1024).toFixed(1)} KiB per connection`,
    );
    await new Promise((r) => child.once('exit', r));
  });
}

/** The child: the subscribers and the publisher, plain HTTP on one keep-alive agent. */
async function load() {
  const { plan, agent } = await receivePlan<Plan>();
  const getJson = (url: string) =>
    new Promise<{ status: number; body: unknown }>((resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
          );
        })
        .on('error', reject);
    });
  const latencies: number[] = [];
  let missing = 0;
  let outOfOrder = 0;
  let handshakes = 0;
  const q = (t: LiveTokenData) => `auth=${encodeURIComponent(t.token)}&uuid=${encodeURIComponent(t.uuid)}`;
  const subscriber = async (t: LiveTokenData) => {
    const url = `${plan.base}/v2/subscribe/${t.subscribe_key}/${plan.channel}/0?${q(t)}&ee=`;
    const hs = (await getJson(url)).body as { t: { t: string } };
    handshakes += 1;
    let cursor = hs.t.t;
    let expected = 0;
    while (expected < MESSAGES) {
      const res = await getJson(`${url}&tt=${cursor}&tr=1`);
      const at = nowMs();
      if (res.status !== 200) throw new Error(`poll answered ${res.status}: ${JSON.stringify(res.body)}`);
      const body = res.body as { t: { t: string }; m: { d: { text: string }; u: { sent_at: number; n: number } }[] };
      for (const m of body.m) {
        latencies.push(at - m.u.sent_at);
        if (m.u.n !== expected) outOfOrder += 1;
        expected = m.u.n + 1;
      }
      cursor = body.t.t;
    }
  };
  const running = plan.subscribers.map((t) => subscriber(t).catch((e: Error) => console.error(e.message)));
  while (handshakes < plan.subscribers.length) await sleep(10);
  await sleep(500); // every first poll is parked on the server
  process.send!({ kind: 'held' } satisfies FromLoad);
  await new Promise((resolve) => process.once('message', resolve));
  const started = nowMs();
  const p = plan.publisher;
  for (let n = 0; n < MESSAGES; n++) {
    const text = encodeURIComponent(JSON.stringify({ text: `ข้อความทดสอบ ${n}` }));
    const meta = encodeURIComponent(JSON.stringify({ sent_at: nowMs(), n }));
    const res = await getJson(
      `${plan.base}/publish/${p.publish_key}/${p.subscribe_key}/0/${plan.channel}/0/${text}?${q(p)}&meta=${meta}`,
    );
    if (res.status !== 200) throw new Error(`publish answered ${res.status}: ${JSON.stringify(res.body)}`);
    await sleep(GAP_MS);
  }
  await Promise.race([Promise.all(running), sleep(30_000)]);
  missing = plan.subscribers.length * MESSAGES - latencies.length;
  process.send!({ kind: 'done', latencies, missing, outOfOrder, ms: nowMs() - started } satisfies FromLoad, () =>
    process.exit(0),
  );
}

runBench(main, load);
