/**
 * Wire shape of a round's result entry (maker-checker): `GET backoffice/rounds/{id}/result` and the
 * answer of `POST backoffice/rounds/{id}/result` (enter or correct). `status`: NONE (nothing entered;
 * imported history rounds are settled without an entry), PENDING (entered, waiting for a different ops
 * user to confirm), CONFIRMED (settled). The checker re-types the result blind (issue 20): while PENDING,
 * `entry.raw` and `entry.digits` are null for every ops user but the maker.
 */
import { z } from 'zod';

export const resultEntryData = z.object({
  round_id: z.string(),
  game_code: z.string(),
  draw_date: z.string(),
  round_type: z.string(),
  /** The round's state (closed while pending; settled once confirmed). */
  state: z.string(),
  status: z.enum(['NONE', 'PENDING', 'CONFIRMED']),
  entry: z
    .object({
      /** null while PENDING for anyone but the maker (blind re-typing). */
      raw: z.record(z.string(), z.unknown()).nullable(),
      digits: z.record(z.string(), z.unknown()).nullable(),
      /** 1 for the first entry, +1 per correction. */
      revision: z.number(),
      entered_by: z.string(),
      entered_at: z.string(),
      confirmed_by: z.string().nullable(),
      confirmed_at: z.string().nullable(),
    })
    .nullable(),
  /** Where the server's own official result comes from (the entry must match it), or null. */
  official_source: z.string().nullable(),
});
export type ResultEntryData = z.infer<typeof resultEntryData>;
