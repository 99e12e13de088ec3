/**
 * What the peak minute's processes say to each other over the fork IPC channel: the plan each load child
 * receives first, then `held` (its long polls are parked), `go` (the minute starts; it ends at `endAt`),
 * and its figures in `done`. Times are wall-clock milliseconds (`performance.timeOrigin + performance.now()`).
 */

/** A latency distribution, ms. */
export interface Spread {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** Responses by kind of request and `<HTTP status> <body's code>` (or `network <errno>`) for the failures. */
export type ErrorCounts = Record<string, number>;

/** The yeekee child's plan: the round's shooters and the watchers of its feed. */
export interface YeekeePlan {
  kind: 'yeekee';
  /** http://127.0.0.1:<port> */
  origin: string;
  roundId: string;
  /** Bearer sessions of the shooters. */
  shooterTokens: string[];
  shotsPerShooter: number;
  watchers: number;
  feedSample: number;
}

/** The other child's plan: bets on other games, the chat's subscribers and one chat publisher. */
export interface SidePlan {
  kind: 'side';
  origin: string;
  /** Each bettor bets on `betRounds[i % length]`. */
  bettorTokens: string[];
  betRounds: { roundId: string; path: string; kinds: { kind: string; digits: number }[] }[];
  chatSubscribers: number;
  publisherToken: string;
  chatGapMs: number;
}

export type ToChild = { kind: 'go'; endAt: number } | { kind: 'finish' };

export interface YeekeeDone {
  kind: 'done';
  /** Every acknowledged shot: [seq, number]. */
  acked: [number, string][];
  shots: Spread;
  /** From the first shot sent to the last answer, ms. */
  shootingMs: number;
  /** Shot → each sampled watcher, from the shot's acknowledgement, and from its send. */
  feedFromAck: Spread;
  feedFromSend: Spread;
  /** Per shot: until every sampled watcher had it, from its acknowledgement. */
  feedAllSampled: Spread;
  /** (acknowledged shot, sampled watcher) pairs never delivered; deliveries counted at the other watchers. */
  feedMissingSampled: number;
  feedDeliveredOthers: number;
  /** Shots delivered to a watcher whose acknowledgement never came (e.g. a dropped answer). */
  feedUnacknowledged: number;
  errors: ErrorCounts;
  /** Answers received after `go` (shots and polls). */
  requests: number;
  /** CPU this load process used from `go` to `done`, ms. */
  cpuMs: number;
}

export interface SideDone {
  kind: 'done';
  /** Slip codes of every acknowledged slip. */
  slips: string[];
  bets: Spread;
  betMs: number;
  /** Chat message published → delivered, over every subscriber. */
  fanout: Spread;
  chatPublished: number;
  chatMissing: number;
  /** Chat messages not from the publisher (the settlement's big-win announcements) delivered. */
  chatOther: number;
  errors: ErrorCounts;
  requests: number;
  /** CPU this load process used from `go` to `done`, ms. */
  cpuMs: number;
}

export type FromChild = { kind: 'held'; connections: number } | { kind: 'shots-done' } | YeekeeDone | SideDone;
