import { limitKey, type BetKind, type LimitNumberEntry } from 'shared-contracts';

/**
 * The restriction in force on a (kind, number), or undefined. Any-order kinds are keyed by their
 * sorted digits (docs/game-rules.md "Restricted numbers"), so 321 finds the THREE_TOD rule on 123. A round's own rule
 * wins over an every-round rule; CLOSED wins over the others.
 */
export function restrictionFor(
  entries: readonly LimitNumberEntry[],
  kind: BetKind,
  number: string,
): LimitNumberEntry | undefined {
  const key = limitKey(kind, number);
  const matches = entries.filter((e) => e.kind === kind && limitKey(kind, e.number) === key);
  const rank = (e: LimitNumberEntry) => (e.rule === 'CLOSED' ? 0 : 2) + (e.round_id ? 0 : 1);
  return matches.sort((a, b) => rank(a) - rank(b))[0];
}
