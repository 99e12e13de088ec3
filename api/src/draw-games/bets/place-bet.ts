/**
 * POST {family}/bet/{type}: places one slip of lines on an open round, in ONE transaction:
 * claim the Idempotency-Key, lock the round row FOR SHARE (ops' close waits for us), refuse unless it is
 * accepting bets now (E20016), apply the restricted numbers (CLOSED → 422 E20013 naming the number;
 * REDUCED_RATE → rate × factor stored on the line), debit the player through the ledger (P2R202 when
 * short), add the stakes and payouts-if-won to the per-number totals under row locks and check the caps
 * (E20013 with what remains) and the house exposure cap (E20030 {kind, number, cap, current, requested}),
 * write the slip (id = game short code + sequence, e.g. UG00000123) and its lines with the rate
 * in force, units (set/zodiac) and rule. The same key again returns the first slip and debits once.
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, type DrawBetSlipData, type GameDef } from 'shared-contracts';
import type { AppContext } from '../../context';
import { parseRoundId } from '../rounds/parse-round-id';
import { loadExposureCaps } from '../restrictions/exposure-caps';
import { applyNumberRules, loadNumberRules } from '../restrictions/number-rules';
import { lockPlayer, reserveNumberTotals } from '../restrictions/reserve-number-totals';
import { assertStakeAllowed } from '../../player-protection/assert-stake-allowed';
import { isAcceptingBets } from '../rounds/round-view';
import { SYSTEM_ACCOUNTS, playerAccountId, systemAccountId } from '../../wallet/accounts';
import { runIdempotent, type StoredResponse } from '../../wallet/idempotency';
import { postLedgerTransfer } from '../../wallet/post-ledger-transfer';
import { toSlipData } from './slip-view';
import { validateBetLines, type LineInput } from './validate-bet-lines';
import { assertServiceOpen } from '../../system/assert-service-open';

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

export async function placeBet(ctx: AppContext, input: PlaceBetInput): Promise<StoredResponse<DrawBetSlipData>> {
  const { lines: validLines, problems } = validateBetLines(input.game, input.lines);
  if (problems.length > 0)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `invalid bet: ${problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
      problems,
    );
  const roundId = parseRoundId(input.roundId);

  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    return runIdempotent(
      trx,
      {
        scope: `bet.${input.game.code}`,
        ownerId: input.userId,
        key: input.idempotencyKey,
        requestHash: input.requestHash,
        at: now,
      },
      async () => {
        await assertServiceOpen(trx, 'GAME');
        const round = await trx
          .selectFrom('rounds')
          .selectAll()
          .where('id', '=', roundId)
          .forShare()
          .executeTakeFirst();
        if (!round || round.game_code !== input.game.code)
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
        const rules = await loadNumberRules(trx, input.game, round.id);
        const ruled = applyNumberRules(input.game, rules, validLines);
        if (ruled.closed.length > 0)
          throw new AppError(
            ErrorCode.TRANSACTION_REACHED_MAXIMUM,
            ruled.closed.map((c) => c.message).join('; '),
            ruled.closed.map((c) => ({ path: `lines.${c.index}.number`, message: c.message })),
          );
        const lines = ruled.lines;
        const seq = await sql<{ n: number }>`select nextval('bet_slip_seq')::bigint as n`.execute(trx);
        const code = slipCode(input.game, Number(seq.rows[0]!.n));
        const totalSatang = lines.reduce((s, l) => s + l.amountSatang, 0);
        // lock order: the player's advisory lock (serialises one player's slips for per-player caps), the
        // number totals (caps), the house and player accounts last (as settlement and voids take them)
        await lockPlayer(trx, input.userId);
        const exposureCaps = await loadExposureCaps(trx, ctx.config, input.game);
        await reserveNumberTotals(trx, input.game, round.id, input.userId, lines, rules, exposureCaps);
        await assertStakeAllowed(trx, { userId: input.userId, stakeSatang: totalSatang, now });
        const player = await playerAccountId(trx, input.userId);
        const house = await systemAccountId(trx, SYSTEM_ACCOUNTS.house);
        const posted = await postLedgerTransfer(trx, {
          kind: 'BET',
          memo: `bet ${code} on ${input.game.code} ${round.draw_date}`,
          userId: input.userId,
          idempotencyScope: 'bet',
          idempotencyKey: code,
          legs: [
            { accountId: player, amountSatang: -totalSatang },
            { accountId: house, amountSatang: totalSatang },
          ],
          at: now,
        });
        const slip = await trx
          .insertInto('bet_slips')
          .values({
            slip_code: code,
            user_id: input.userId,
            round_id: round.id,
            game_code: input.game.code,
            remark: input.remark,
            total_satang: totalSatang,
            transfer_id: posted.transferId,
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const lineRows = await trx
          .insertInto('bet_lines')
          .values(
            lines.map((l, i) => ({
              slip_id: slip.id,
              line_no: i + 1,
              kind: l.kind,
              number: l.number,
              amount_satang: l.amountSatang,
              rate_x100: l.rateX100,
              units: l.units,
              rule: l.rule,
            })),
          )
          .returningAll()
          .execute();
        return { statusCode: 201, body: toSlipData({ ...slip, draw_date: round.draw_date }, lineRows) };
      },
    );
  });
}
