/** Backoffice and registry wire schemas (issue 2). */
import { z } from 'zod';

export const remoteEntry = z.object({
  name: z.string(),
  entry: z.string(),
  enabled: z.boolean(),
  version: z.string(),
});
export type RemoteEntry = z.infer<typeof remoteEntry>;

export const setRemoteBody = z.object({ enabled: z.boolean({ message: 'enabled must be true or false' }) });

export const backofficeRound = z.object({
  round_id: z.string(),
  game_code: z.string(),
  draw_date: z.string(),
  state: z.string(),
  open_at: z.string(),
  close_at: z.string(),
  result_at: z.string().nullable(),
  bet_count: z.number().int(),
  total_stake: z.number(),
});
export type BackofficeRound = z.infer<typeof backofficeRound>;

export const settlementSummary = z.object({
  round_id: z.string(),
  lines_settled: z.number().int(),
  lines_won: z.number().int(),
  total_payout: z.number(),
});
export type SettlementSummary = z.infer<typeof settlementSummary>;
