/**
 * The peak minute's other load (a child process forked by peak-minute.ts): players betting on other draw games,
 * the chat's subscribers and one chat publisher.
 *
 * - Chat subscribers (visitors) hold the subscribe long poll of `channel-public` from before the minute and
 *   parse every answer: a message of the publisher is timed from its `meta.sent_at` to its arrival; any other
 *   (the settlement's big-win announcements) is counted.
 * - At `go`, until `endAt`: each bettor places slips of 10 random lines back to back on its round
 *   (`POST /api/v1/{family}/bet/{type}`, Bearer, Idempotency-Key; after a Retry-After it waits as asked), and the
 *   publisher publishes one chat message
 *   every `chatGapMs` through the gateway's GET publish.
 * - Two seconds after `endAt` every poll is dropped and the figures go back in `done`.
 */
import http from 'node:http';
import { LIVE_CHANNELS, type LiveTokenData } from 'shared-contracts';
import { receivePlan } from '../in-process-load';
import type { ErrorCounts, FromChild, SideDone, SidePlan, ToChild } from './peak-messages';
import {
  count,
  cpuMsSince,
  cursorOf,
  failureKey,
  inBatches,
  liveToken,
  networkKey,
  nowMs,
  send,
  sleep,
  spread,
  subscribeUrl,
} from './peak-http';

/** Marks the publisher's messages in their meta. */
const PEAK_TAG = 'peak-minute';

interface ChatEnvelope {
  t: { t: string };
  m: { c: string; u?: { sent_at?: number; tag?: string } }[];
}

async function main() {
  const { plan, agent } = await receivePlan<SidePlan>();
  const chatAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const channel = LIVE_CHANNELS.public;
  const errors: ErrorCounts = {};
  const fanout: number[] = [];
  let other = 0;
  let requests = 0;
  let going = false;
  let stopping = false;

  const loops: Promise<void>[] = [];
  const subscribe = async (t: LiveTokenData, ready: () => void) => {
    const url = `${subscribeUrl(plan.origin, t, channel)}&ee=`;
    const hs = await send(chatAgent, url);
    if (hs.status !== 200) throw new Error(`handshake answered ${failureKey(hs)}`);
    let cursor = cursorOf(hs.body);
    ready();
    while (!stopping) {
      let a;
      try {
        a = await send(chatAgent, `${url}&tt=${cursor}&tr=1`);
      } catch (e) {
        if (!stopping) {
          count(errors, `chat poll ${networkKey(e)}`);
          await sleep(100);
        }
        continue;
      }
      const at = nowMs();
      if (going) requests += 1;
      if (a.status !== 200) {
        count(errors, `chat poll ${failureKey(a)}`);
        await sleep(100);
        continue;
      }
      const body = JSON.parse(a.body.toString('utf8')) as ChatEnvelope;
      cursor = body.t.t;
      for (const m of body.m) {
        if (m.u?.tag === PEAK_TAG && typeof m.u.sent_at === 'number') fanout.push(at - m.u.sent_at);
        else other += 1;
      }
    }
  };
  const tokens = await inBatches(Array.from({ length: plan.chatSubscribers }), 50, () =>
    liveToken(chatAgent, plan.origin),
  );
  const publisher = await liveToken(agent, plan.origin, plan.publisherToken);
  await inBatches(
    tokens,
    100,
    (t) =>
      new Promise<void>((ready, fail) => {
        loops.push(subscribe(t, ready).catch(fail));
      }),
  );
  await sleep(1000); // every first poll is parked on the server
  process.send!({ kind: 'held', connections: plan.chatSubscribers } satisfies FromChild);

  const go = await new Promise<ToChild>((resolve) => process.once('message', (m) => resolve(m as ToChild)));
  if (go.kind !== 'go') throw new Error(`expected go, got ${go.kind}`);
  going = true;
  const cpu0 = process.cpuUsage();
  const started = nowMs();

  const betLatencies: number[] = [];
  const slips: string[] = [];
  const bettor = async (token: string, p: number) => {
    const round = plan.betRounds[p % plan.betRounds.length]!;
    for (let s = 0; Date.now() < go.endAt; s++) {
      const lines = Array.from({ length: 10 }, () => {
        const { kind, digits } = round.kinds[Math.floor(Math.random() * round.kinds.length)]!;
        const number = String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');
        return { kind, number, amount: 1 + Math.floor(Math.random() * 50) };
      });
      const t0 = nowMs();
      let a;
      try {
        a = await send(agent, `${plan.origin}/api/v1${round.path}`, {
          token,
          json: { round_id: round.roundId, lines },
          headers: { 'idempotency-key': `peak-${p}-${s}` },
        });
      } catch (e) {
        count(errors, `bet ${networkKey(e)}`);
        await sleep(100);
        continue;
      }
      betLatencies.push(nowMs() - t0);
      requests += 1;
      if (a.status === 201)
        slips.push((JSON.parse(a.body.toString('utf8')) as { data: { slip_id: string } }).data.slip_id);
      else {
        count(errors, `bet ${failureKey(a)}`);
        if (a.retryAfterMs > 0) await sleep(a.retryAfterMs); // 503 E10503 or 429: the server asks to wait
      }
    }
  };
  let published = 0;
  const publish = async () => {
    const base = `${plan.origin}${publisher.origin_path}/publish/${publisher.publish_key}/${publisher.subscribe_key}/0/${channel}/0/`;
    const auth = `auth=${encodeURIComponent(publisher.token)}&uuid=${encodeURIComponent(publisher.uuid)}`;
    for (let n = 0; Date.now() < go.endAt; n++) {
      const due = started + n * plan.chatGapMs;
      if (due > nowMs()) await sleep(Math.min(due, go.endAt) - nowMs());
      if (Date.now() >= go.endAt) break;
      const text = encodeURIComponent(JSON.stringify({ text: `peak message ${n}` }));
      const meta = encodeURIComponent(JSON.stringify({ sent_at: nowMs(), tag: PEAK_TAG }));
      try {
        const a = await send(agent, `${base}${text}?${auth}&meta=${meta}`);
        requests += 1;
        if (a.status === 200) published += 1;
        else count(errors, `chat publish ${failureKey(a)}`);
      } catch (e) {
        count(errors, `chat publish ${networkKey(e)}`);
      }
    }
  };
  await Promise.all([...plan.bettorTokens.map(bettor), publish()]);
  const betMs = nowMs() - started;
  await sleep(Math.max(0, go.endAt + 2_000 - Date.now()));
  stopping = true;
  chatAgent.destroy();
  await Promise.allSettled(loops);

  const done: SideDone = {
    kind: 'done',
    slips,
    bets: spread(betLatencies),
    betMs,
    fanout: spread(fanout),
    chatPublished: published,
    chatMissing: published * plan.chatSubscribers - fanout.length,
    chatOther: other,
    errors,
    requests,
    cpuMs: cpuMsSince(cpu0),
  };
  process.send!(done, () => process.exit(0));
}

main().catch((e) => {
  console.error('peak side load:', e);
  process.exit(1);
});
