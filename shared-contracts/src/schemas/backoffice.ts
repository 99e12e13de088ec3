/** Backoffice and registry wire schemas (issue 2). */
import { z } from 'zod';
import { opsReason } from './common';

export const remoteEntry = z.object({
  name: z.string(),
  entry: z.string(),
  enabled: z.boolean(),
  version: z.string(),
  /**
   * Where `version` comes from: `manifest` = the deployed entry's mf-manifest.json build info; `package` = the
   * manifest could not be read (remote down, not built), so the workspace package's version stands in.
   */
  version_source: z.enum(['manifest', 'package']).optional(),
});
export type RemoteEntry = z.infer<typeof remoteEntry>;

/** A remote's entry: an http(s) URL or a `/remotes/...` path, ending in mf-manifest.json. */
export const remoteEntryUrl = z
  .string()
  .max(2000)
  .refine(
    (v) =>
      (/^https?:\/\/[^\s/?#]+\/[^\s?#]*mf-manifest\.json$/.test(v) && URL.canParse(v)) ||
      (/^\/remotes\/[^\s?#]*mf-manifest\.json$/.test(v) && !/\/\.\.?\/|\/\//.test(v)),
    { message: 'entry must be an http(s) URL or a /remotes/... path ending in mf-manifest.json' },
  );

/** PUT backoffice/remotes/{name}: either or both; `entry: null` goes back to the default entry. */
export const setRemoteBody = z
  .object({
    enabled: z.boolean({ message: 'enabled must be true or false' }).optional(),
    entry: remoteEntryUrl.nullable().optional(),
  })
  .refine((b) => b.enabled !== undefined || b.entry !== undefined, { message: 'give enabled, entry or both' });

/** One change of a remote's registry row (GET backoffice/remotes/{name}/history), newest first. */
export const remoteHistoryEntry = z.object({
  id: z.number(),
  name: z.string(),
  action: z.enum(['set', 'rollback']),
  enabled: z.boolean(),
  /** null = the default entry (REMOTE_<NAME>_URL, else /remotes/<slug>/mf-manifest.json). */
  entry: z.string().nullable(),
  prev_enabled: z.boolean(),
  prev_entry: z.string().nullable(),
  actor: z.string(),
  created_at: z.string(),
});
export type RemoteHistoryEntry = z.infer<typeof remoteHistoryEntry>;

export const backofficeRound = z.object({
  round_id: z.string(),
  game_code: z.string(),
  draw_date: z.string(),
  state: z.string(),
  open_at: z.string(),
  close_at: z.string(),
  result_at: z.string().nullable(),
  /** The scheduled result time: no result can be entered before it (issue 20). */
  result_expected_at: z.string(),
  bet_count: z.number().int(),
  total_stake: z.number(),
  /**
   * Closed by ops before its scheduled close ("ปิดรับทันที"; issue 20): who, when and why; its result needs a
   * checker who is not `by`. null = closed on time (or still open).
   */
  closed_early: z.object({ by: z.string().nullable(), at: z.string(), reason: z.string().nullable() }).nullable(),
});
export type BackofficeRound = z.infer<typeof backofficeRound>;

/**
 * POST backoffice/rounds/{id}/close: `reason` (1-500 characters) is required when the round's scheduled close
 * has not come yet (an early close, 400 E10000 without it); optional otherwise.
 */
export const closeRoundBody = z.strictObject({ reason: opsReason.optional() });

export const settlementSummary = z.object({
  round_id: z.string(),
  lines_settled: z.number().int(),
  lines_won: z.number().int(),
  total_payout: z.number(),
});
export type SettlementSummary = z.infer<typeof settlementSummary>;
