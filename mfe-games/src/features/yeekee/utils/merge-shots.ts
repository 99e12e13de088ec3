import type { YeekeePredictsData, YeekeeShotData } from 'shared-contracts';

/** Shots the feed keeps for a round: the newest ones (the REST page size, twice over). */
export const FEED_KEEP = 100;

/**
 * A round's feed with `incoming` shots added (live messages, the player's own accepted shots, a newer REST
 * page): one entry per sequence (the first copy wins, except that a copy showing its number replaces one whose
 * number is still hidden), newest first, at most `FEED_KEEP`. The shot count never goes down: it is the larger
 * of the page's count and the highest sequence seen.
 */
export function mergeShots(page: YeekeePredictsData, incoming: readonly YeekeeShotData[]): YeekeePredictsData {
  const bySeq = new Map<number, YeekeeShotData>();
  for (const shot of [...page.shots, ...incoming]) {
    const known = bySeq.get(shot.seq);
    if (!known || (known.number === null && shot.number !== null)) bySeq.set(shot.seq, shot);
  }
  const shots = [...bySeq.values()].sort((a, b) => b.seq - a.seq).slice(0, FEED_KEEP);
  return { ...page, shots, shot_count: Math.max(page.shot_count, shots[0]?.seq ?? 0) };
}
