/**
 * The peak minute's yeekee load (a child process forked by peak-minute.ts): the round's shooters and the
 * watchers of its live feed, in one process so that a shot's acknowledgement and its arrival in each feed are
 * timed on one clock.
 *
 * - Watchers (visitors, `POST live/token` without a Bearer) hold the subscribe long poll of `yeekee.<round id>`
 *   from before the minute. The first `feedSample` of them parse every answer and time each `yeekee/shot`
 *   event against that shot's acknowledgement (and its send); the others read only the cursor and count the
 *   events, so the load process keeps up with the fan-out of every shot to every watcher.
 * - At `go`, each shooter fires `POST /api/v1/yeekee/predict` back to back, a new shot as soon as the last is
 *   answered, until `shotsPerShooter` are acknowledged (the server's cap for the run) or a refusal (4xx but 429)
 *   or the minute's end; after an answer with Retry-After (503 E10503 when the database is too busy, 429) it waits
 *   that long, as asked, and fires again.
 * - After `finish` (the round is closed), the sampled watchers get up to 5 s to see every acknowledged shot,
 *   then every poll is dropped and the figures go back in `done`.
 */
import http from 'node:http';
import { YEEKEE_LIVE_EVENTS, yeekeeRoundChannel, type LiveTokenData } from 'shared-contracts';
import { receivePlan } from '../in-process-load';
import type { ErrorCounts, FromChild, ToChild, YeekeeDone, YeekeePlan } from './peak-messages';
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

const SHOT_NEEDLE = Buffer.from(`"${YEEKEE_LIVE_EVENTS.shot}"`);

/** The sequences of the shots a live message carries (one `yeekee/shot`, or a batch of them). */
function shotSeqs(d: unknown): number[] {
  const m = d as { type?: string; data?: unknown } | null;
  if (!m || typeof m.type !== 'string' || !m.type.startsWith(YEEKEE_LIVE_EVENTS.shot)) return [];
  const items = Array.isArray(m.data) ? m.data : [m.data];
  return items.map((x) => (x as { seq?: unknown } | null)?.seq).filter((s): s is number => typeof s === 'number');
}

/** How many times `needle` occurs in `body`. */
function occurrences(body: Buffer, needle: Buffer): number {
  let n = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, at + needle.length)) n += 1;
  return n;
}

async function main() {
  const { plan, agent } = await receivePlan<YeekeePlan>();
  const feedAgent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const tell = (m: FromChild) => process.send!(m);
  const inbox: ToChild[] = [];
  let wake: (() => void) | undefined;
  process.on('message', (m) => {
    inbox.push(m as ToChild);
    wake?.();
  });
  const next = async (): Promise<ToChild> => {
    while (inbox.length === 0) await new Promise<void>((r) => (wake = r));
    return inbox.shift()!;
  };

  const channel = yeekeeRoundChannel(plan.roundId);
  const capacity = plan.shooterTokens.length * plan.shotsPerShooter + 2;
  const ackAt = new Float64Array(capacity);
  const sentAt = new Float64Array(capacity);
  /** Arrival times at sampled watchers of shots not acknowledged yet. */
  const early = new Map<number, number[]>();
  const seenBy = new Uint32Array(capacity);
  const lastSeen = new Float64Array(capacity);
  const fromAck: number[] = [];
  const fromSend: number[] = [];
  const errors: ErrorCounts = {};
  let deliveredOthers = 0;
  let requests = 0;
  let going = false;
  let stopping = false;

  const arrive = (seq: number, at: number, seen: Uint8Array) => {
    if (seq <= 0 || seq >= capacity || seen[seq]) return;
    seen[seq] = 1;
    seenBy[seq] = seenBy[seq]! + 1;
    lastSeen[seq] = Math.max(lastSeen[seq]!, at);
    if (ackAt[seq]) {
      fromAck.push(at - ackAt[seq]!);
      fromSend.push(at - sentAt[seq]!);
    } else {
      const list = early.get(seq);
      if (list) list.push(at);
      else early.set(seq, [at]);
    }
  };

  // the watchers: handshake, then long polls from the cursor until stopped
  const loops: Promise<void>[] = [];
  const watch = async (t: LiveTokenData, seen: Uint8Array | null, ready: () => void) => {
    const url = `${subscribeUrl(plan.origin, t, channel)}&ee=`;
    const hs = await send(feedAgent, url);
    if (hs.status !== 200) throw new Error(`handshake answered ${failureKey(hs)}`);
    let cursor = cursorOf(hs.body);
    ready();
    while (!stopping) {
      let a;
      try {
        a = await send(feedAgent, `${url}&tt=${cursor}&tr=1`);
      } catch (e) {
        if (!stopping) {
          count(errors, `poll ${networkKey(e)}`);
          await sleep(100);
        }
        continue;
      }
      const at = nowMs();
      if (going) requests += 1;
      if (a.status !== 200) {
        count(errors, `poll ${failureKey(a)}`);
        await sleep(100);
        continue;
      }
      if (seen) {
        const body = JSON.parse(a.body.toString('utf8')) as { t: { t: string }; m: { d?: unknown }[] };
        cursor = body.t.t;
        for (const m of body.m) for (const seq of shotSeqs(m.d)) arrive(seq, at, seen);
      } else {
        cursor = cursorOf(a.body);
        deliveredOthers += occurrences(a.body, SHOT_NEEDLE);
      }
    }
  };
  const tokens = await inBatches(Array.from({ length: plan.watchers }), 50, () => liveToken(feedAgent, plan.origin));
  await inBatches(
    tokens,
    100,
    (t, i) =>
      new Promise<void>((ready, fail) => {
        loops.push(watch(t, i < plan.feedSample ? new Uint8Array(capacity) : null, ready).catch(fail));
      }),
  );
  await sleep(1000); // every first poll is parked on the server
  tell({ kind: 'held', connections: plan.watchers });

  const go = await next();
  if (go.kind !== 'go') throw new Error(`expected go, got ${go.kind}`);
  going = true;
  const cpu0 = process.cpuUsage();
  const shotUrl = `${plan.origin}/api/v1/yeekee/predict`;
  const shotLatencies: number[] = [];
  const acked: [number, string][] = [];
  const firstSend = nowMs();
  let lastAnswer = firstSend;
  await Promise.all(
    plan.shooterTokens.map(async (token) => {
      // only an acknowledged shot counts against the cap: a refused one is fired again
      for (let fired = 0; fired < plan.shotsPerShooter && Date.now() < go.endAt + 5_000;) {
        const number = String(Math.floor(Math.random() * 100_000)).padStart(5, '0');
        const t0 = nowMs();
        let a;
        try {
          a = await send(agent, shotUrl, { token, json: { round_id: plan.roundId, number } });
        } catch (e) {
          count(errors, `shot ${networkKey(e)}`);
          await sleep(100);
          continue;
        }
        const t1 = nowMs();
        requests += 1;
        lastAnswer = Math.max(lastAnswer, t1);
        shotLatencies.push(t1 - t0);
        if (a.status === 201) {
          const shot = (JSON.parse(a.body.toString('utf8')) as { data: { seq: number; number: string } }).data;
          acked.push([shot.seq, shot.number]);
          fired += 1;
          if (shot.seq > 0 && shot.seq < capacity) {
            ackAt[shot.seq] = t1;
            sentAt[shot.seq] = t0;
            for (const at of early.get(shot.seq) ?? []) {
              fromAck.push(at - t1);
              fromSend.push(at - t0);
            }
            early.delete(shot.seq);
          }
          continue;
        }
        const key = failureKey(a);
        count(errors, `shot ${key}`);
        // 503 E10503 (the database too busy) or 429 say how long to wait; a 4xx (closed E20016, capped E20013)
        // ends this shooter
        if (a.retryAfterMs > 0) await sleep(a.retryAfterMs);
        else if (a.status < 500) break;
      }
    }),
  );
  tell({ kind: 'shots-done' });

  const finish = await next();
  if (finish.kind !== 'finish') throw new Error(`expected finish, got ${finish.kind}`);
  const everyFeedHasAll = () => acked.every(([seq]) => seq >= capacity || seenBy[seq] === plan.feedSample);
  for (const end = Date.now() + 5_000; Date.now() < end && !everyFeedHasAll();) await sleep(100);
  stopping = true;
  feedAgent.destroy();
  await Promise.allSettled(loops);

  const allSampled: number[] = [];
  let missing = 0;
  for (const [seq] of acked) {
    if (seq >= capacity) continue;
    missing += plan.feedSample - seenBy[seq]!;
    if (plan.feedSample > 0 && seenBy[seq] === plan.feedSample) allSampled.push(lastSeen[seq]! - ackAt[seq]!);
  }
  const done: YeekeeDone = {
    kind: 'done',
    acked,
    shots: spread(shotLatencies),
    shootingMs: lastAnswer - firstSend,
    feedFromAck: spread(fromAck),
    feedFromSend: spread(fromSend),
    feedAllSampled: spread(allSampled),
    feedMissingSampled: missing,
    feedDeliveredOthers: deliveredOthers,
    feedUnacknowledged: [...early.values()].reduce((s, xs) => s + xs.length, 0),
    errors,
    requests,
    cpuMs: cpuMsSince(cpu0),
  };
  process.send!(done, () => process.exit(0));
}

main().catch((e) => {
  console.error('peak yeekee load:', e);
  process.exit(1);
});
