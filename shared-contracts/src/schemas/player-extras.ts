/**
 * Player extras (docs/product.md "Favourites and drafts"): favourite games, drafts (saved number lists per game with a
 * sort order) and famous numbers. snake_case on the wire; amounts are baht with at most 2 decimals.
 */
import { z } from 'zod';
import { BET_KINDS, type BetKind } from '../games/bet-kinds';
import { GAMES, type FavoritePayload, type GameDef } from '../games/catalogue';
import { betLineInput } from './rounds';

// ---------------------------------------------------------------- favourites

/** Game types that have a favourite payload (coin, paoyingchub and lottery have none). */
export const FAVORITE_GAME_TYPES = [...new Set(GAMES.filter((g) => g.favorite).map((g) => g.favorite!.game_type))] as [
  string,
  ...string[],
];

/**
 * `POST`/`DELETE users/favorite` body (docs/product.md "Favourites and drafts"). Only the fields the game's
 * catalogue `favorite` names may be set (null or "" count as unset); the server answers E10000 naming
 * the field otherwise.
 */
export const favoritePayload = z.strictObject({
  game_type: z.string({ message: 'game_type is required' }).min(1, 'game_type is required'),
  hanoi_type: z.string().nullish(),
  lao_type: z.string().nullish(),
  bank_type: z.string().nullish(),
  stock_nation: z.string().nullish(),
  sub_type: z.string().nullish(),
});
export type FavoritePayloadInput = z.infer<typeof favoritePayload>;

/** One favourite as returned by `GET users/favorite` and in the profile's `favorites`. */
export const favoriteEntry = z.object({
  game_type: z.string(),
  hanoi_type: z.string().optional(),
  lao_type: z.string().optional(),
  bank_type: z.string().optional(),
  stock_nation: z.string().optional(),
  sub_type: z.string().optional(),
  /** The game's short code (docs/game-rules.md "Games and codes"), e.g. "VNS". */
  code: z.string(),
  /** The game's lobby route, e.g. "/gamelobby/hanoi-sp". */
  route: z.string(),
});
export type FavoriteEntry = z.infer<typeof favoriteEntry>;

/** `GET users/favorite` and the data of `POST`/`DELETE users/favorite`: the player's favourites, oldest first. */
export const favoriteListData = z.array(favoriteEntry);
export type FavoriteListData = z.infer<typeof favoriteListData>;

const FAVORITE_SUB_FIELDS = ['hanoi_type', 'lao_type', 'bank_type', 'stock_nation', 'sub_type'] as const;

/**
 * The game a favourite payload names (pure). Every field must equal the game's catalogue `favorite`
 * exactly: a missing or extra sub-field, or an unknown value, is an error naming that field.
 */
export function gameForFavorite(
  payload: FavoritePayloadInput,
): { game: GameDef; error?: undefined } | { game?: undefined; error: { path: string; message: string } } {
  const withType = GAMES.filter((g) => g.favorite?.game_type === payload.game_type);
  if (withType.length === 0)
    return {
      error: {
        path: 'game_type',
        message: `game_type "${payload.game_type}" has no favourite; one of ${FAVORITE_GAME_TYPES.join(', ')}`,
      },
    };
  const given = (field: (typeof FAVORITE_SUB_FIELDS)[number]) => payload[field] || undefined;
  for (const field of FAVORITE_SUB_FIELDS) {
    const value = given(field);
    const allowed = [...new Set(withType.map((g) => g.favorite![field]).filter((v) => v !== undefined))];
    if (value === undefined) {
      if (allowed.length > 0)
        return {
          error: {
            path: field,
            message: `${field} is required for ${payload.game_type}; one of ${allowed.join(', ')}`,
          },
        };
      continue;
    }
    if (allowed.length === 0)
      return { error: { path: field, message: `${field} does not apply to ${payload.game_type}` } };
    if (!allowed.includes(value))
      return {
        error: {
          path: field,
          message: `${field} "${value}" is not a ${payload.game_type} game; one of ${allowed.join(', ')}`,
        },
      };
  }
  const game = withType.find((g) => FAVORITE_SUB_FIELDS.every((f) => (g.favorite as FavoritePayload)[f] === given(f)));
  if (!game) return { error: { path: 'game_type', message: 'the payload matches no game' } };
  return { game };
}

// ---------------------------------------------------------------- drafts

/** Draft limits: per player and game, and per draft. */
export const DRAFT_LIMITS = { draftsPerGame: 50, linesPerDraft: 500, nameMaxLength: 50 } as const;

/** One saved line: the same shape as a bet line (`amount` baht, at most 2 decimals). */
export const draftLineInput = betLineInput;

const draftName = z
  .string({ message: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(DRAFT_LIMITS.nameMaxLength, `name must be at most ${DRAFT_LIMITS.nameMaxLength} characters`);
const sortOrder = z
  .number({ message: 'sort_order must be an integer' })
  .int('sort_order must be an integer')
  .min(0, 'sort_order must be 0-1000000')
  .max(1_000_000, 'sort_order must be 0-1000000');
const draftLines = z
  .array(draftLineInput)
  .min(1, 'at least one line is required')
  .max(DRAFT_LIMITS.linesPerDraft, `at most ${DRAFT_LIMITS.linesPerDraft} lines per draft`);

/** `POST draft/{type}` body, `{type}` = the game's short code. Without `sort_order` the draft goes last. */
export const createDraftBody = z.object({
  name: draftName,
  lines: draftLines,
  sort_order: sortOrder.optional(),
});
export type CreateDraftBody = z.input<typeof createDraftBody>;

/** `PUT draft/{type}/{id}` body: rename, reorder and/or replace the lines (at least one field). */
export const updateDraftBody = z
  .object({
    name: draftName.optional(),
    sort_order: sortOrder.optional(),
    lines: draftLines.optional(),
  })
  .refine((b) => b.name !== undefined || b.sort_order !== undefined || b.lines !== undefined, {
    message: 'send at least one of name, sort_order, lines',
  });
export type UpdateDraftBody = z.input<typeof updateDraftBody>;

export const DRAFT_ORDER_BY = ['sort_order', 'created_at', 'name'] as const;
/** `GET drafts/{type}?order_by=`: `sort_order` (default, then oldest first), `created_at` (newest first), `name`. */
export const draftListQuery = z.object({
  order_by: z
    .enum(DRAFT_ORDER_BY, { message: `order_by must be one of ${DRAFT_ORDER_BY.join(', ')}` })
    .default('sort_order'),
});
export type DraftListQuery = z.input<typeof draftListQuery>;

export const draftLineData = z.object({ kind: z.string(), number: z.string(), amount: z.number() });

/** A draft without its lines (the list). `total_amount` is the sum of the lines in baht. */
export const draftSummaryData = z.object({
  draft_id: z.string(),
  game_code: z.string(),
  name: z.string(),
  sort_order: z.number().int(),
  line_count: z.number().int(),
  total_amount: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DraftSummaryData = z.infer<typeof draftSummaryData>;

/** One draft with its lines (`GET`/`POST`/`PUT draft/...`). */
export const draftData = draftSummaryData.extend({ lines: z.array(draftLineData) });
export type DraftData = z.infer<typeof draftData>;

export const draftListData = z.array(draftSummaryData);

/** `DELETE draft/{type}/{id}` data. */
export const deleteDraftData = z.object({ draft_id: z.string() });

// ---------------------------------------------------------------- famous numbers

/**
 * The bet kind named by a famous-number query: `kind=KIND` or any `{anything}_type=KIND`
 * (e.g. `three_type=THREE_TOP`). Returns undefined when no parameter names a known kind.
 */
export function kindFromFamousQuery(query: Record<string, unknown>): BetKind | undefined {
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'kind' && !key.endsWith('_type')) continue;
    const v = typeof value === 'string' ? value.toUpperCase() : undefined;
    if (v && (BET_KINDS as string[]).includes(v)) return v as BetKind;
  }
  return undefined;
}

export const famousNumberEntry = z.object({
  number: z.string(),
  /** Total stake on the number in baht (cancelled lines excluded). */
  total_amount: z.number(),
  /** Distinct players who staked on it. */
  player_count: z.number().int(),
});

/** `GET game/fe/famous-number/{GAME}?{kind}_type=KIND`: top 10 of the current open round, most staked first. */
export const famousNumberData = z.object({
  game_code: z.string(),
  kind: z.string(),
  /** The open round counted, or null when the game has no open round (then `numbers` is empty). */
  round_id: z.string().nullable(),
  numbers: z.array(famousNumberEntry),
});
export type FamousNumberData = z.infer<typeof famousNumberData>;
