/**
 * POST {family}/bet/{type}: places one slip of lines on an open round.
 *
 * The usual slip takes two round trips and holds its locks for one statement (issue 22): one read without locks
 * (load-bet-context.ts: round, flags, rates, restricted numbers, caps, accounts, sequence, whether the key was
 * used), the judgement here (the same functions as below), then place-slip-at-once.ts writes it in ONE statement,
 * which re-checks under its locks what can change meanwhile (the round still accepting bets, the key, the
 * player's standing and balance, the number totals and caps). Whatever that path does not judge by itself goes
 * the locked path below, which gives the precise answer: a key already used, a refusal of any kind (round,
 * numbers, amounts, service), a per-player cap on a number, a player with a loss limit, a self-exclusion date, no
 * protection row yet or not ACTIVE.
 *
 * The locked path, in ONE transaction:
 * claim the Idempotency-Key, read what the bet needs in one query (load-bet-context.ts: the round row FOR
 * SHARE, so ops' close waits for us), refuse unless it is accepting bets now (E20016), apply the restricted
 * numbers (CLOSED → 422 E20013 naming the number; REDUCED_RATE → rate × factor stored on the line), check
 * the player's protection (self-exclusion, loss limits), debit the player through the ledger (P2R202 when
 * short), write the slip (id = game short code + sequence, e.g. UG00000123) and its lines with the rate in
 * force, units (set/zodiac) and rule, store the response, and last add the stakes and payouts-if-won to the
 * per-number totals under row locks and check the caps (E20013 with what remains) and the house exposure
 * cap (E20030 {kind, number, cap, current, requested}); a refusal there rolls everything back. The same key
 * again returns the first slip and debits once.
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, type DrawBetSlipData, type GameDef } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { FieldProblem } from '../../http/error-handler';
import { assertStakeAllowed } from '../../player-protection/assert-stake-allowed';
import { assertServiceOpen, assertServiceOpenIn, isServiceOpenIn } from '../../system/assert-service-open';
import { runIdempotent, type StoredResponse } from '../../wallet/idempotency';
import { postLedgerTransfer, transferLegs } from '../../wallet/post-ledger-transfer';
import { loadEffectiveGame } from '../rates/kind-settings';
import { applyNumberRules, ruleFor } from '../restrictions/number-rules';
import { reserveNumberTotals, totalEntries, type TotalEntry } from '../restrictions/reserve-number-totals';
import { parseRoundId } from '../rounds/parse-round-id';
import { isAcceptingBets } from '../rounds/round-view';
import { loadBetContext } from './load-bet-context';
import { placeSlipAtOnce } from './place-slip-at-once';
import { toSlipData, type LineRow, type SlipRow } from './slip-view';
import { validateBetLines, type LineInput } from './validate-bet-lines';

export interface PlaceBetInput {
  userId: number;
  game: GameDef;
  roundId: string;
  remark: string;
  lines: LineInput[];
  idempotencyKey: string;
  requestHash: string;
}

export function slipCode(game: GameDef, sequence: number): string {
  return `${game.code}${String(sequence).padStart(8, '0')}`;
}

function throwIfInvalid(problems: FieldProblem[]): void {
  if (problems.length > 0)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `invalid bet: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
      problems,
    );
}

export async function placeBet(ctx: AppContext, input: PlaceBetInput): Promise<StoredResponse<DrawBetSlipData>> {
  // kinds, numbers and amounts first, without a round trip; the stake limits in force are checked with the context.
  // A bad body is refused here with every problem, the limits in force included (read only on this path).
  if (validateBetLines(input.game, input.lines, { checkLimits: false }).problems.length > 0)
    throwIfInvalid(validateBetLines(await loadEffectiveGame(ctx.db, input.game), input.lines).problems);
  const roundId = parseRoundId(input.roundId);
  const placed = await placeInOneStatement(ctx, input, roundId);
  return placed === 'locked-path' ? placeBetLocked(ctx, input, roundId) : placed;
}

/** The usual slip: read, judge, write in one statement (place-slip-at-once.ts); 'locked-path' for anything else. */
async function placeInOneStatement(
  ctx: AppContext,
  input: PlaceBetInput,
  roundId: number,
): Promise<StoredResponse<DrawBetSlipData> | 'locked-path'> {
  const now = ctx.clock.now();
  const scope = `bet.${input.game.code}`;
  const bet = await loadBetContext(ctx.db, ctx.config, {
    game: input.game,
    roundId,
    userId: input.userId,
    lock: false,
    idempotency: { scope, key: input.idempotencyKey },
  });
  if (!bet || bet.keyUsed || bet.round.game_code !== input.game.code || !isAcceptingBets(bet.round, now))
    return 'locked-path';
  if (!isServiceOpenIn(bet.systemStatus, 'GAME')) return 'locked-path';
  const checked = validateBetLines(bet.game, input.lines);
  if (checked.problems.length > 0) return 'locked-path';
  const ruled = applyNumberRules(bet.game, bet.rules, checked.lines);
  if (ruled.closed.length > 0) return 'locked-path';
  const entries = totalEntries(bet.game, ruled.lines);
  const rules = entries.map((e) => ruleFor(bet.game, bet.rules, e.kind, e.number));
  if (rules.some((r) => r.perPlayerCap !== null)) return 'locked-path';
  const lines = ruled.lines;
  const code = slipCode(input.game, bet.sequence);
  const totalSatang = lines.reduce((s, l) => s + l.amountSatang, 0);
  const exposureCap = (e: TotalEntry) => {
    const cap = bet.exposureCaps(e.kind);
    return Number.isFinite(cap) ? cap : null;
  };
  return placeSlipAtOnce(ctx.db, {
    userId: input.userId,
    scope,
    idempotencyKey: input.idempotencyKey,
    requestHash: input.requestHash,
    now,
    roundId: bet.round.id,
    gameCode: input.game.code,
    slipCode: code,
    remark: input.remark,
    memo: `bet ${code} on ${input.game.code} ${bet.round.draw_date}`,
    accounts: bet.accounts,
    lines,
    totalSatang,
    entries,
    caps: rules.map((r) => r.cap),
    exposureCaps: entries.map(exposureCap),
    body: toSlipData(
      {
        slip_code: code,
        game_code: input.game.code,
        round_id: bet.round.id,
        draw_date: bet.round.draw_date,
        remark: input.remark,
        status: 'PENDING',
        total_satang: totalSatang,
        payout_satang: 0,
        created_at: now,
        cancel_fee_satang: 0,
        void_reason: null,
      },
      lines.map((l, n) => ({
        line_no: n + 1,
        kind: l.kind,
        number: l.number,
        amount_satang: l.amountSatang,
        rate_x100: l.rateX100,
        units: l.units,
        status: 'PENDING',
        payout_satang: 0,
        rule: l.rule,
        prize_tier: null,
      })),
    ),
  });
}

/** The locked path: the whole judgement inside one transaction (the header's list). */
function placeBetLocked(
  ctx: AppContext,
  input: PlaceBetInput,
  roundId: number,
): Promise<StoredResponse<DrawBetSlipData>> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    // the number totals are taken last, after the response is stored: the rows of popular numbers are then
    // held for one statement and the commit only (issue 9)
    let reserveTotals: (() => Promise<void>) | undefined;
    const placed = await runIdempotent(
      trx,
      {
        scope: `bet.${input.game.code}`,
        ownerId: input.userId,
        key: input.idempotencyKey,
        requestHash: input.requestHash,
        at: now,
      },
      async () => {
        const bet = await loadBetContext(trx, ctx.config, { game: input.game, roundId, userId: input.userId });
        if (!bet) {
          await assertServiceOpen(trx, 'GAME');
          throw new AppError(ErrorCode.NOT_FOUND, `round ${input.roundId} of ${input.game.code} does not exist`);
        }
        assertServiceOpenIn(bet.systemStatus, 'GAME');
        const { round, rules } = bet;
        if (round.game_code !== input.game.code)
          throw new AppError(ErrorCode.NOT_FOUND, `round ${input.roundId} of ${input.game.code} does not exist`);
        if (!isAcceptingBets(round, now)) {
          const why =
            round.open_at.getTime() > now.getTime()
              ? `opens at ${round.open_at.toISOString()}`
              : round.forced
                ? 'was closed by ops'
                : `closed at ${(round.closed_at ?? round.close_at).toISOString()}`;
          throw new AppError(ErrorCode.ROUND_CLOSED, `round ${round.id} (${round.draw_date}) ${why}: no more bets`, {
            round_id: String(round.id),
          });
        }
        // the rates and stake limits in force now (ops' settings read with the context): the line stores its rate
        const checked = validateBetLines(bet.game, input.lines);
        throwIfInvalid(checked.problems);
        const ruled = applyNumberRules(bet.game, rules, checked.lines);
        if (ruled.closed.length > 0)
          throw new AppError(
            ErrorCode.TRANSACTION_REACHED_MAXIMUM,
            ruled.closed.map((c) => c.message).join('; '),
            ruled.closed.map((c) => ({ path: `lines.${c.index}.number`, message: c.message })),
          );
        const lines = ruled.lines;
        const code = slipCode(input.game, bet.sequence);
        const totalSatang = lines.reduce((s, l) => s + l.amountSatang, 0);
        // lock order: the player's protection row (serialises one player's slips: loss limits and per-player
        // caps), the ledger accounts (as settlement, voids and cancels take them), the number totals last
        await assertStakeAllowed(trx, { userId: input.userId, stakeSatang: totalSatang, now });
        const posted = await postLedgerTransfer(trx, {
          kind: 'BET',
          memo: `bet ${code} on ${input.game.code} ${round.draw_date}`,
          userId: input.userId,
          idempotencyScope: 'bet',
          idempotencyKey: code,
          legs: transferLegs(bet.accounts.player, bet.accounts.house, totalSatang),
          at: now,
        });
        // the slip and its lines in one statement
        const written = await sql<SlipRow & { lines: LineRow[] }>`
          with s as (
            insert into bet_slips (slip_code, user_id, round_id, game_code, remark, total_satang, transfer_id, created_at)
            values (${code}, ${input.userId}, ${round.id}, ${input.game.code}, ${input.remark}, ${totalSatang},
                    ${posted.transferId}, ${now})
            returning *
          ), l as (
            insert into bet_lines (slip_id, line_no, kind, number, amount_satang, rate_x100, units, rule)
            select s.id, v.line_no, v.kind, v.number, v.amount_satang, v.rate_x100, v.units, v.rule
              from s, unnest(${sql.val(lines.map((_, n) => n + 1))}::int[], ${sql.val(lines.map((l) => l.kind))}::text[],
                             ${sql.val(lines.map((l) => l.number))}::text[],
                             ${sql.val(lines.map((l) => l.amountSatang))}::bigint[],
                             ${sql.val(lines.map((l) => l.rateX100))}::int[], ${sql.val(lines.map((l) => l.units))}::int[],
                             ${sql.val(lines.map((l) => l.rule))}::text[])
                   as v(line_no, kind, number, amount_satang, rate_x100, units, rule)
            returning *
          )
          select s.*, (select json_agg(row_to_json(l) order by l.line_no) from l) as lines from s`.execute(trx);
        const { lines: lineRows, ...slip } = written.rows[0]!;
        reserveTotals = () =>
          reserveNumberTotals(trx, bet.game, round.id, input.userId, lines, rules, bet.exposureCaps, slip.id);
        return { statusCode: 201, body: toSlipData({ ...slip, draw_date: round.draw_date }, lineRows) };
      },
    );
    // a cap or the exposure limit refuses here: the whole transaction (slip, debit, stored response) rolls back
    if (reserveTotals) await reserveTotals();
    return placed;
  });
}
