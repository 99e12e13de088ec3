/**
 * POST {family}/bet/limitation/{type}: checks a slip without placing it (nothing is written): each line's
 * rate in force (REDUCED_RATE applied), the rule on its number, what remains under caps (in baht, sets or
 * tickets), whether the number's payout if it wins would pass the house's exposure cap (`exposure`
 * {cap, current, requested} in baht, as `bet` would refuse with E20030) and whether it would be accepted.
 * Rates and stake limits are those in force (ops' settings, rates/kind-settings.ts). Lines of the slip on one number count together, in order. Invalid lines → 400 E10000 as for `bet`; a
 * round that does not accept bets → E20016.
 */
import {
  AppError,
  ErrorCode,
  isUnitKind,
  limitKey,
  lineExposureSatang,
  satangToBaht,
  type BetLimitationData,
  type GameDef,
} from 'shared-contracts';
import type { AppContext } from '../../context';
import { loadEffectiveGame } from '../rates/kind-settings';
import { loadExposureCaps } from '../restrictions/exposure-caps';
import { applyNumberRules, capAmountOf, loadNumberRules, ruleFor } from '../restrictions/number-rules';
import { limitUnitOf } from '../rounds/draw-games';
import { parseRoundId } from '../rounds/parse-round-id';
import { isAcceptingBets } from '../rounds/round-view';
import { validateBetLines, type LineInput } from './validate-bet-lines';

export async function checkBetLimitation(
  ctx: AppContext,
  catalogueGame: GameDef,
  roundIdText: string,
  input: LineInput[],
): Promise<BetLimitationData> {
  // the rates and stake limits in force (ops' settings), as `bet` applies them
  const game = await loadEffectiveGame(ctx.db, catalogueGame);
  const { lines, problems } = validateBetLines(game, input);
  if (problems.length > 0)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `invalid bet: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
      problems,
    );
  const round = await ctx.db
    .selectFrom('rounds')
    .selectAll()
    .where('id', '=', parseRoundId(roundIdText))
    .executeTakeFirst();
  if (!round || round.game_code !== game.code)
    throw new AppError(ErrorCode.NOT_FOUND, `round ${roundIdText} of ${game.code} does not exist`);
  if (!isAcceptingBets(round, ctx.clock.now()))
    throw new AppError(ErrorCode.ROUND_CLOSED, `round ${round.id} (${round.draw_date}) does not accept bets now`, {
      round_id: String(round.id),
    });
  const rules = await loadNumberRules(ctx.db, game, round.id);
  const ruled = applyNumberRules(game, rules, lines);
  const rows = await ctx.db.selectFrom('round_number_totals').selectAll().where('round_id', '=', round.id).execute();
  const totals = new Map(rows.map((t) => [`${t.kind}:${t.number}`, Number(t.total)]));
  const exposures = new Map(rows.map((t) => [`${t.kind}:${t.number}`, Number(t.exposure)]));
  const exposureCaps = await loadExposureCaps(ctx.db, ctx.config, game);
  // lines of this slip on the same number count together
  const asked = new Map<string, number>();
  const askedExposure = new Map<string, number>();
  const out = ruled.lines.map((l, index) => {
    const rule = ruleFor(game, rules, l.kind, l.number);
    const key = `${l.kind}:${limitKey(l.kind, l.number)}`;
    asked.set(key, (asked.get(key) ?? 0) + capAmountOf(l));
    askedExposure.set(key, (askedExposure.get(key) ?? 0) + lineExposureSatang(game, l));
    const remainingRaw = rule.cap === null ? null : Math.max(0, rule.cap - (totals.get(key) ?? 0));
    const closed = ruled.closed.find((c) => c.index === index);
    const over = remainingRaw !== null && asked.get(key)! > remainingRaw;
    const remaining = remainingRaw === null ? null : isUnitKind(l.kind) ? remainingRaw : satangToBaht(remainingRaw);
    const cap = exposureCaps(l.kind);
    const current = exposures.get(key) ?? 0;
    const exposure =
      current + askedExposure.get(key)! > cap
        ? { cap: satangToBaht(cap), current: satangToBaht(current), requested: satangToBaht(askedExposure.get(key)!) }
        : null;
    return {
      index,
      kind: l.kind,
      number: l.number,
      amount: satangToBaht(l.amountSatang),
      units: l.units,
      rate: l.rateX100 / 100,
      rule: rule.closed ? ('CLOSED' as const) : (l.rule ?? (rule.cap !== null ? ('CAP' as const) : null)),
      remaining,
      unit: limitUnitOf(l.kind),
      accepted: !closed && !over && !exposure,
      message: closed
        ? closed.message
        : over
          ? `number ${l.number} (${l.kind}) has reached its limit for this round: ${remaining} ${limitUnitOf(l.kind).toLowerCase()} left`
          : exposure
            ? `number ${l.number} (${l.kind}) has reached the house's payout limit for this round: it would pay ${exposure.current} baht if it wins, this slip adds ${exposure.requested} baht, the cap is ${exposure.cap} baht`
            : null,
      exposure,
    };
  });
  return {
    round_id: String(round.id),
    ok: out.every((l) => l.accepted),
    total_amount: satangToBaht(lines.reduce((s, l) => s + l.amountSatang, 0)),
    lines: out,
  };
}
