/**
 * The rates panel's text fields → the PUT body, exactly (no float money: `bahtToSatang` parses the text). A field
 * left as saved is not sent; a blank field is null (back to the default). Refuses text that is not a positive
 * amount with at most 2 decimals, and a min above the max in force after the change (min/max as satang).
 */
import { bahtToSatang, satangToBaht, type GameRateEntry } from 'shared-contracts';
import type { RateChange } from '../hooks/useGameRates';

export type RateField = 'rate' | 'min' | 'max';
export type KindDraft = Partial<Record<RateField, string>>;

const OWN: Record<RateField, 'own_rate' | 'own_min_amount' | 'own_max_amount'> = {
  rate: 'own_rate',
  min: 'own_min_amount',
  max: 'own_max_amount',
};
const WIRE: Record<RateField, keyof RateChange> = { rate: 'rate', min: 'min_amount', max: 'max_amount' };
const DEFAULT: Record<RateField, 'default_rate' | 'default_min_amount' | 'default_max_amount'> = {
  rate: 'default_rate',
  min: 'default_min_amount',
  max: 'default_max_amount',
};

/** What a field shows when untouched: ops' own value, or blank for the default. */
export function savedText(entry: GameRateEntry, field: RateField): string {
  const v = entry[OWN[field]];
  return v === null ? '' : String(v);
}

export interface DraftProblem {
  kind: string;
  field: RateField;
  problem: 'invalid' | 'minAboveMax';
}

/** The changes to send, by kind, or the problems found (nothing is sent while there is one). */
export function changesFrom(
  kinds: readonly GameRateEntry[],
  drafts: Record<string, KindDraft>,
): { changes: Record<string, RateChange>; problems: DraftProblem[] } {
  const changes: Record<string, RateChange> = {};
  const problems: DraftProblem[] = [];
  for (const entry of kinds) {
    const draft = drafts[entry.kind];
    if (!entry.editable || !draft) continue;
    const change: RateChange = {};
    // satang (rate ×100) in force after the change, for the min ≤ max check
    const after: Record<RateField, number | null> = { rate: null, min: null, max: null };
    for (const field of ['rate', 'min', 'max'] as const) {
      const text = draft[field]?.trim();
      const saved = savedText(entry, field);
      const current = text === undefined ? saved : text;
      const parsed = current === '' ? null : bahtToSatang(current);
      if (current !== '' && (parsed === null || parsed === 0)) {
        problems.push({ kind: entry.kind, field, problem: 'invalid' });
        continue;
      }
      after[field] = parsed ?? bahtToSatang(entry[DEFAULT[field]]);
      if (text !== undefined && text !== saved) change[WIRE[field]] = parsed === null ? null : satangToBaht(parsed);
    }
    if (after.min !== null && after.max !== null && after.min > after.max)
      problems.push({ kind: entry.kind, field: 'min', problem: 'minAboveMax' });
    if (Object.keys(change).length > 0) changes[entry.kind] = change;
  }
  return { changes, problems };
}
