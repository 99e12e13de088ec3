/**
 * GET {family}/limit-number/{type}?round_id=: the restricted numbers players see for a round (default: the
 * round open now): rule, rate in force for REDUCED_RATE (ops' rate × the factor), and what remains under a CAP (baht, or
 * sets/tickets), plus the game's per-number limit (docs/game-rules.md "Stakes and limits": zodiac 99, sets 120).
 */
import { betKindConfig, isUnitKind, satangToBaht, type GameDef, type LimitNumberData } from 'shared-contracts';
import type { AppContext } from '../../context';
import { loadEffectiveGame } from '../rates/kind-settings';
import { limitUnitOf } from '../rounds/draw-games';
import { parseRoundId } from '../rounds/parse-round-id';
import { DEFAULT_RATE_FACTOR } from './number-rules';

export async function listLimitNumbers(
  ctx: AppContext,
  game: GameDef,
  roundIdText: string | undefined,
): Promise<LimitNumberData> {
  const now = ctx.clock.now();
  const roundId = roundIdText
    ? parseRoundId(roundIdText)
    : ((
        await ctx.db
          .selectFrom('rounds')
          .select('id')
          .where('game_code', '=', game.code)
          .where('state', 'in', ['scheduled', 'open'])
          .where('close_at', '>', now)
          .orderBy('close_at')
          .limit(1)
          .executeTakeFirst()
      )?.id ?? null);
  let q = ctx.db.selectFrom('restricted_numbers').selectAll().where('game_code', '=', game.code);
  q =
    roundId === null
      ? q.where('round_id', 'is', null)
      : q.where((eb) => eb.or([eb('round_id', 'is', null), eb('round_id', '=', roundId)]));
  const rules = await q.orderBy('kind').orderBy('number').execute();
  // REDUCED_RATE shows the factor applied to the rate in force (ops' settings)
  const effective = await loadEffectiveGame(ctx.db, game);
  const totals =
    roundId === null
      ? new Map<string, number>()
      : new Map(
          (await ctx.db.selectFrom('round_number_totals').selectAll().where('round_id', '=', roundId).execute()).map(
            (t) => [`${t.kind}:${t.number}`, Number(t.total)],
          ),
        );
  return {
    round_id: roundId === null ? null : String(roundId),
    per_number_limit: game.perNumberLimit ?? null,
    numbers: rules.map((r) => {
      const unit = isUnitKind(r.kind);
      const show = (v: number | null) => (v === null ? null : unit ? v : satangToBaht(v));
      const rate = betKindConfig(effective, r.kind)?.rateX100 ?? 0;
      const factor = r.rate_factor === null ? DEFAULT_RATE_FACTOR : Number(r.rate_factor);
      const remaining =
        r.rule === 'CAP' && r.cap_amount !== null
          ? Math.max(0, r.cap_amount - (totals.get(`${r.kind}:${r.number}`) ?? 0))
          : null;
      return {
        kind: r.kind,
        number: r.number,
        rule: r.rule,
        rate: r.rule === 'REDUCED_RATE' ? Math.round(rate * factor) / 100 : null,
        remaining: show(remaining),
        cap: show(r.cap_amount),
        per_player_cap: show(r.per_player_cap),
        unit: limitUnitOf(r.kind),
        round_id: r.round_id === null ? null : String(r.round_id),
      };
    }),
  };
}
