/**
 * The browser's readers of a yeekee round's live messages (no zod: they read the shapes of the wire schemas in
 * schemas/yeekee.ts, which stay on the server side).
 */
import type { YeekeeRoundSummary, YeekeeShotData } from '../schemas/yeekee';
import { YEEKEE_PHASES } from '../games/yeekee';

const record = (v: unknown): Record<string, unknown> | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const strOrNull = (v: unknown): v is string | null => v === null || typeof v === 'string';

/** The `data` of a live `yeekee/shot` message, read in the browser (the shape of `yeekeeShotData`), or null. */
export function readYeekeeShot(data: unknown): YeekeeShotData | null {
  const d = record(data);
  if (!d || !isStr(d.round_id) || !isInt(d.seq) || !strOrNull(d.number) || !isStr(d.shot_at) || !isStr(d.shooter))
    return null;
  return { round_id: d.round_id, seq: d.seq, number: d.number, shot_at: d.shot_at, shooter: d.shooter };
}

/** The `data` of a live `yeekee/result` message (the shape of `yeekeeRoundSummary`), or null. */
export function readYeekeeRoundSummary(data: unknown): YeekeeRoundSummary | null {
  const d = record(data);
  const countDown = record(d?.count_down);
  if (!d || !countDown || !isInt(countDown.total_seconds)) return null;
  if (!isStr(d.round_id) || !isInt(d.round_no) || !isStr(d.draw_date) || !isInt(d.shot_count)) return null;
  if (!isStr(d.phase) || !(YEEKEE_PHASES as readonly string[]).includes(d.phase)) return null;
  if (!isStr(d.open_at) || !isStr(d.close_at) || !isStr(d.shoot_close_at)) return null;
  if (![d.r, d.top3, d.top2, d.bottom2, d.void_reason].every(strOrNull)) return null;
  // a server from before the round secrets sends no secret_hash
  if (d.secret_hash !== undefined && !strOrNull(d.secret_hash)) return null;
  return {
    round_id: d.round_id,
    round_no: d.round_no,
    draw_date: d.draw_date,
    phase: d.phase as YeekeeRoundSummary['phase'],
    open_at: d.open_at,
    close_at: d.close_at,
    shoot_close_at: d.shoot_close_at,
    count_down: { total_seconds: countDown.total_seconds },
    shot_count: d.shot_count,
    r: d.r as string | null,
    top3: d.top3 as string | null,
    top2: d.top2 as string | null,
    bottom2: d.bottom2 as string | null,
    void_reason: d.void_reason as string | null,
    secret_hash: (d.secret_hash as string | null | undefined) ?? null,
  };
}
