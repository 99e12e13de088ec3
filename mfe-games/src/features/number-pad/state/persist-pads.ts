/**
 * The number pad's lines and "all lines" price survive a page reload (spec "Local storage": the game value list and
 * money): `game_value_list` holds `{[game slug]: PadLine[]}` and `money` `{[game slug]: price text}` in
 * localStorage. The shell removes both when the token expires or the session ends (another player on the device
 * never sees them). What is read back is checked line by line (a known bet kind, 1-4 digits, a short price text)
 * and anything else is dropped, so a hand-edited or old value can never break the pad. Storage that throws
 * (private mode, quota) is treated as empty.
 */
import { BET_KINDS, NUMBER_PAD_STORAGE_KEYS, STORAGE_KEYS, type BetKind } from 'shared-contracts';
import type { BetStep, PadLine } from './types';

/** Lines kept per game (a full 3-digit permutation pad is well under this). */
const MAX_LINES = 1000;
const KINDS = new Set<string>(BET_KINDS);

export interface PersistedPad {
  lines: PadLine[];
  priceAll: string | null;
}

function readJson(storage: Storage, key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function validLine(v: unknown): v is PadLine {
  if (!v || typeof v !== 'object') return false;
  const l = v as Record<string, unknown>;
  return (
    typeof l.id === 'string' &&
    l.id.length <= 64 &&
    typeof l.kind === 'string' &&
    KINDS.has(l.kind) &&
    typeof l.number === 'string' &&
    /^\d{1,4}$/.test(l.number) &&
    typeof l.price === 'string' &&
    l.price.length <= 12
  );
}

/** The pads stored for each game slug (empty when nothing valid is stored). */
export function loadPersistedPads(storage: Storage | undefined): Record<string, PersistedPad> {
  if (!storage) return {};
  const lists = readJson(storage, STORAGE_KEYS.gameValueList);
  const money = readJson(storage, STORAGE_KEYS.money);
  const pads: Record<string, PersistedPad> = {};
  for (const [slug, value] of Object.entries(lists)) {
    if (!Array.isArray(value)) continue;
    const lines = value.filter(validLine).slice(0, MAX_LINES) as PadLine[];
    const price = money[slug];
    if (lines.length > 0)
      pads[slug] = {
        lines: lines.map(({ id, kind, number, price: p }) => ({ id, kind: kind as BetKind, number, price: p })),
        priceAll: typeof price === 'string' && price.length <= 12 ? price : null,
      };
  }
  return pads;
}

/** Writes the pads that hold lines; removes the pad's keys (NUMBER_PAD_STORAGE_KEYS) when none does. */
export function savePersistedPads(storage: Storage | undefined, pads: Record<string, PersistedPad>): void {
  if (!storage) return;
  const lists: Record<string, PadLine[]> = {};
  const money: Record<string, string> = {};
  for (const [slug, pad] of Object.entries(pads)) {
    if (pad.lines.length === 0) continue;
    lists[slug] = pad.lines.slice(0, MAX_LINES);
    if (pad.priceAll !== null) money[slug] = pad.priceAll;
  }
  try {
    if (Object.keys(lists).length === 0) {
      NUMBER_PAD_STORAGE_KEYS.forEach((key) => storage.removeItem(key));
      return;
    }
    storage.setItem(STORAGE_KEYS.gameValueList, JSON.stringify(lists));
    storage.setItem(STORAGE_KEYS.money, JSON.stringify(money));
  } catch {
    // quota or private mode: the pad still works, it just does not survive a reload
  }
}

/**
 * Where the player was on each pad (the kinds chosen and the step), kept in the tab's sessionStorage under
 * `PAD_VIEW_KEY` (issue 23: after a reload the lines came back but the kinds and the step did not, and the input took
 * any number). Read back only for a pad whose lines came back; a summary comes back as the price step (the summary
 * pins its round again when opened) and a success as the pad.
 */
export const PAD_VIEW_KEY = 'number_pad_view';

export interface PadView {
  kinds: BetKind[];
  step: BetStep;
}

const STEPS: readonly BetStep[] = ['fillNumber', 'fillPrice', 'summary', 'success'];

/** The views stored for each game slug (only valid ones). */
export function loadPadViews(storage: Storage | undefined): Record<string, PadView> {
  if (!storage) return {};
  const views: Record<string, PadView> = {};
  for (const [slug, value] of Object.entries(readJson(storage, PAD_VIEW_KEY))) {
    const v = value as { kinds?: unknown; step?: unknown } | null;
    if (!v || !Array.isArray(v.kinds) || !STEPS.includes(v.step as BetStep)) continue;
    const kinds = v.kinds.filter((k): k is BetKind => typeof k === 'string' && KINDS.has(k)).slice(0, 10);
    const step = v.step === 'summary' ? 'fillPrice' : v.step === 'success' ? 'fillNumber' : (v.step as BetStep);
    views[slug] = { kinds, step };
  }
  return views;
}

/** Writes the views (an empty record removes the key). */
export function savePadViews(storage: Storage | undefined, views: Record<string, PadView>): void {
  if (!storage) return;
  try {
    if (Object.keys(views).length === 0) storage.removeItem(PAD_VIEW_KEY);
    else storage.setItem(PAD_VIEW_KEY, JSON.stringify(views));
  } catch {
    // no storage: the view is simply not kept
  }
}
