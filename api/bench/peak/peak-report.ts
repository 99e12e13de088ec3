/**
 * The peak minute's table: one line per figure, each throughput with its ratio to pgbench's TPC-B tps on the
 * same PostgreSQL (PGBENCH_TPS, measured first by scripts/peak.mjs). Figures only: nothing here passes or fails.
 */
import type { ErrorCounts, SideDone, Spread, YeekeeDone } from './peak-messages';
import type { PeakSettings } from './peak-settings';
import type { PeakSetup } from './peak-setup';

export interface PeakFigures {
  settings: PeakSettings;
  setup: PeakSetup;
  /** pgbench TPC-B tps, or NaN when pgbench is missing. */
  tps: number;
  workers: number;
  redis: boolean;
  yeekee: YeekeeDone;
  side: SideDone;
  /** The previous round's confirmation (it settles before answering). */
  settlement: { ms: number; status: number; summary: string };
  /** From the shooting close to the round's result stored, ms. */
  closeMs: number;
  /** Server RSS before the long polls and with them held, bytes, and how many were held. */
  rss: { before: number; held: number; connections: number };
  /** Server CPU during the minute, ms, the answers counted over it, and the server's processes. */
  cpu: { ms: number; requests: number; processes: number };
  /** Seconds the minute started after its time (setup took longer than PEAK_LEAD_SECONDS), 0 when on time. */
  lateSeconds: number;
}

const ms = (x: number) => `${x.toFixed(1)} ms`;
const spreadText = (s: Spread) =>
  s.count === 0 ? 'nothing measured' : `p50 ${ms(s.p50)}, p99 ${ms(s.p99)}, max ${ms(s.max)}`;
const n = (x: number) => x.toLocaleString('en-US');

/** `<rate>/s (x × pgbench)`. */
function rate(perSecond: number, tps: number): string {
  const ratio = perSecond / tps;
  return (
    `${perSecond.toFixed(1)}/s` +
    (Number.isFinite(ratio) ? ` (${ratio >= 0.1 ? ratio.toFixed(2) : ratio.toPrecision(2)} × pgbench)` : '')
  );
}

function errorsText(kinds: ErrorCounts[]): string {
  const all: ErrorCounts = {};
  for (const k of kinds) for (const [key, v] of Object.entries(k)) all[key] = (all[key] ?? 0) + v;
  const keys = Object.keys(all).sort();
  return keys.length === 0 ? 'none' : keys.map((k) => `${k} ×${n(all[k]!)}`).join('; ');
}

/** The lines of the table, ready to print. */
export function peakReportLines(f: PeakFigures): string[] {
  const { settings: s, setup, yeekee: y, side } = f;
  const tpsText = Number.isFinite(f.tps) ? `${f.tps.toFixed(0)} tps` : 'not measured';
  const shotRate = y.shootingMs > 0 ? (y.acked.length / y.shootingMs) * 1000 : 0;
  const slipRate = side.betMs > 0 ? (side.slips.length / side.betMs) * 1000 : 0;
  const others = s.watchers - s.feedSample;
  const rows: [string, string][] = [
    [
      'yeekee shots',
      `${rate(shotRate, f.tps)}; ${spreadText(y.shots)}; ${n(y.acked.length)} acknowledged of ${n(y.shots.count)} ` +
        `answered, from ${n(s.shooters)} shooters (≤ ${s.shotsPerShooter} each) in ${(y.shootingMs / 1000).toFixed(1)} s`,
    ],
    [
      'shot → feed',
      s.feedSample === 0
        ? `no sampled watcher (${n(s.watchers)} watchers, ${n(y.feedDeliveredOthers)} deliveries counted)`
        : `${spreadText(y.feedFromAck)} from the acknowledgement (from the send: p50 ${ms(y.feedFromSend.p50)}, p99 ` +
          `${ms(y.feedFromSend.p99)}); every pair of a shot and one of ${s.feedSample} sampled watchers of ` +
          `${n(s.watchers)} (${n(y.feedFromAck.count)} pairs); in all ${s.feedSample} sampled feeds: ` +
          `p50 ${ms(y.feedAllSampled.p50)}, p99 ${ms(y.feedAllSampled.p99)}; ${n(y.feedMissingSampled)} pairs missing` +
          (others > 0
            ? `; the other ${n(others)} watchers got ${n(y.feedDeliveredOthers)} of ${n(others * y.acked.length)}`
            : ''),
    ],
    [
      'live fan-out',
      `${spreadText(side.fanout)}; ${n(s.chatSubscribers)} chat subscribers, ${side.chatPublished} messages (1 per ` +
        `${s.chatGapMs} ms), ${n(side.fanout.count)} deliveries, ${n(side.chatMissing)} missing, ` +
        `${n(side.chatOther)} other messages (big wins)`,
    ],
    [
      'bet slips',
      `${rate(slipRate, f.tps)}; ${spreadText(side.bets)}; ${n(side.slips.length)} slips × 10 lines by ` +
        `${n(s.bettors)} players on ${setup.betGames.join(', ')}`,
    ],
    [
      'settlement',
      `${n(setup.settle.lines)} lines of the previous round (VN) in ${(f.settlement.ms / 1000).toFixed(2)} s ` +
        `(confirmation answered ${f.settlement.status}: ${f.settlement.summary})`,
    ],
    ['yeekee close', `result stored ${(f.closeMs / 1000).toFixed(1)} s after the shooting close`],
    [
      'held connections',
      f.rss.connections === 0
        ? 'no long poll held'
        : `${((f.rss.held - f.rss.before) / f.rss.connections / 1024).toFixed(1)} KiB per connection (server RSS ` +
          `${(f.rss.before / 2 ** 20).toFixed(0)} → ${(f.rss.held / 2 ** 20).toFixed(0)} MiB with ${n(f.rss.connections)} long polls)`,
    ],
    ['errors by code', errorsText([y.errors, side.errors])],
    [
      'server CPU',
      `${(f.cpu.ms / f.cpu.requests).toFixed(2)} ms per request (${(f.cpu.ms / 1000).toFixed(1)} s over ` +
        `${f.cpu.processes} processes for ${n(f.cpu.requests)} answers, long polls included); the load processes ` +
        `used ${(y.cpuMs / 1000).toFixed(1)} s (yeekee) and ${(side.cpuMs / 1000).toFixed(1)} s (the rest)`,
    ],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  return [
    `peak minute (${s.seconds} s): ${n(s.shooters)} shooters, ${n(s.watchers)} feed watchers, ${n(s.bettors)} bettors, ` +
      `${n(s.chatSubscribers)} chat subscribers, ${n(setup.settle.lines)} lines settling`,
    `server: ${f.workers} api process${f.workers > 1 ? 'es (WEB_CONCURRENCY)' : ''}` +
      `${f.redis ? ' + Redis' : ''} on PostgreSQL, pool ${s.poolSize} each; load in 2 child processes; pgbench ${tpsText}` +
      (f.lateSeconds > 0 ? `; the minute started ${f.lateSeconds.toFixed(1)} s late (raise PEAK_LEAD_SECONDS)` : ''),
    ...rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`),
  ];
}
