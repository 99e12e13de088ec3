/** Backoffice: the draw calendar of table games, round listing and system-status updates (issue 2). */
import { z } from 'zod';
import { roundState } from './rounds';
import { systemStatusSchema } from './system-status';

export const drawDateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'draw_date must be YYYY-MM-DD')
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    {
      message: 'draw_date is not a real calendar date',
    },
  );

export const drawCalendarEntry = z.object({
  draw_date: z.string(),
  /** glo-data (data files), glo-announced (seeded upcoming list) or ops. */
  source: z.string(),
  round_id: z.string().nullable(),
  round_state: roundState.nullable(),
});
export type DrawCalendarEntry = z.infer<typeof drawCalendarEntry>;

export const drawCalendarData = z.object({ game_code: z.string(), dates: z.array(drawCalendarEntry) });
export type DrawCalendarData = z.infer<typeof drawCalendarData>;

export const addDrawDateBody = z.object({ draw_date: drawDateText });

export const backofficeRoundsQuery = z.object({
  game: z.string().default('UG'),
  status: roundState.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/** `PUT backoffice/system/status`: any subset of the flags. */
export const systemStatusPatch = systemStatusSchema.partial().strict();
