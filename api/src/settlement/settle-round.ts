/**
 * Settles every pending line of a round against its derived digits, inside the caller's transaction
 * (which holds the round row FOR UPDATE, so this runs exactly once per round):
 * rate kinds WIN payoutSatang(stake, rate_x100) with the rate stored on the line; SET_4D lines win only
 * the set's highest prize × sets (against d4), SIX_NUMBER (Laos zodiac) the highest prize × tickets
 * (against d6), from the game's catalogue prize table; LOSE pays nothing.
 * Each winning slip is paid by one ledger transfer house → player keyed by the slip id (never twice).
 */
import { sql } from 'kysely';
import {
  gameByCode,
  highestPrize,
  lineWins,
  payoutSatang,
  setTiersMatched,
  zodiacTiersMatched,
  type BetKind,
  type GameDef,
  type ResultDigits,
} from 'shared-contracts';
import type { Trx } from '../db/transaction';
import { SYSTEM_ACCOUNTS, playerAccountId, systemAccountId } from '../wallet/accounts';
import { postLedgerTransfer } from '../wallet/post-ledger-transfer';

export interface SettlementTotals {
  linesSettled: number;
  linesWon: number;
  /** satang */
  totalPayout: number;
}

/** Pure: the outcome of one line (`game` gives set/zodiac prize tables). */
export function settleLine(
  line: { kind: string; number: string; amount_satang: number; rate_x100: number; units?: number | null },
  digits: ResultDigits,
  game?: GameDef,
): { status: 'WIN' | 'LOSE'; payoutSatang: number; prizeTier: string | null } {
  if (line.kind === 'SET_4D' || line.kind === 'SIX_NUMBER') {
    const result = line.kind === 'SET_4D' ? digits.d4 : digits.d6;
    const tiers = result
      ? line.kind === 'SET_4D'
        ? setTiersMatched(line.number, result)
        : zodiacTiersMatched(line.number, result)
      : [];
    const best = highestPrize(tiers, game?.prizeTable ?? []);
    if (!best) return { status: 'LOSE', payoutSatang: 0, prizeTier: null };
    return { status: 'WIN', payoutSatang: best.satang * (line.units ?? 0), prizeTier: best.tier };
  }
  const win = lineWins(line.kind as BetKind, line.number, digits);
  return {
    status: win ? 'WIN' : 'LOSE',
    payoutSatang: win ? payoutSatang(line.amount_satang, line.rate_x100) : 0,
    prizeTier: null,
  };
}

export async function settleRound(
  trx: Trx,
  round: { id: number; game_code: string; draw_date: string },
  digits: ResultDigits,
  now: Date,
): Promise<SettlementTotals> {
  const lines = await trx
    .selectFrom('bet_lines as l')
    .innerJoin('bet_slips as s', 's.id', 'l.slip_id')
    .select([
      'l.id',
      'l.slip_id',
      'l.kind',
      'l.number',
      'l.amount_satang',
      'l.rate_x100',
      'l.units',
      's.user_id',
      's.slip_code',
    ])
    .where('s.round_id', '=', round.id)
    .where('l.status', '=', 'PENDING')
    .orderBy('l.id')
    .execute();
  if (lines.length === 0) return { linesSettled: 0, linesWon: 0, totalPayout: 0 };

  const game = gameByCode(round.game_code);
  const outcomes = lines.map((l) => ({ line: l, ...settleLine(l, digits, game) }));
  await sql`
    update bet_lines as l
       set status = v.status, payout_satang = v.payout, prize_tier = v.tier, settled_at = ${now}
      from unnest(${sql.val(outcomes.map((o) => o.line.id))}::bigint[],
                  ${sql.val(outcomes.map((o) => o.status))}::text[],
                  ${sql.val(outcomes.map((o) => o.payoutSatang))}::bigint[],
                  ${sql.val(outcomes.map((o) => o.prizeTier))}::text[]) as v(id, status, payout, tier)
     where l.id = v.id`.execute(trx);

  const slips = new Map<number, { userId: number; code: string; payout: number; won: boolean }>();
  for (const o of outcomes) {
    const s = slips.get(o.line.slip_id) ?? { userId: o.line.user_id, code: o.line.slip_code, payout: 0, won: false };
    s.payout += o.payoutSatang;
    s.won ||= o.status === 'WIN';
    slips.set(o.line.slip_id, s);
  }
  const slipIds = [...slips.keys()];
  await sql`
    update bet_slips as s
       set status = v.status, payout_satang = v.payout
      from unnest(${sql.val(slipIds)}::bigint[],
                  ${sql.val(slipIds.map((id) => (slips.get(id)!.won ? 'WIN' : 'LOSE')))}::text[],
                  ${sql.val(slipIds.map((id) => slips.get(id)!.payout))}::bigint[]) as v(id, status, payout)
     where s.id = v.id`.execute(trx);

  const house = await systemAccountId(trx, SYSTEM_ACCOUNTS.house);
  const winners = [...new Set([...slips.values()].filter((s) => s.payout > 0).map((s) => s.userId))];
  const accounts = new Map<number, number>();
  for (let i = 0; i < winners.length; i += 5000) {
    const rows = await trx
      .selectFrom('ledger_accounts')
      .select(['id', 'user_id'])
      .where('user_id', 'in', winners.slice(i, i + 5000))
      .execute();
    for (const r of rows) if (r.user_id !== null) accounts.set(r.user_id, r.id);
  }
  for (const s of slips.values()) {
    if (s.payout <= 0) continue;
    await postLedgerTransfer(trx, {
      kind: 'PAYOUT',
      memo: `win on ${s.code} (${round.game_code} ${round.draw_date})`,
      userId: s.userId,
      idempotencyScope: 'payout',
      idempotencyKey: s.code,
      legs: [
        { accountId: house, amountSatang: -s.payout },
        { accountId: accounts.get(s.userId) ?? (await playerAccountId(trx, s.userId)), amountSatang: s.payout },
      ],
      at: now,
    });
  }
  return {
    linesSettled: outcomes.length,
    linesWon: outcomes.filter((o) => o.status === 'WIN').length,
    totalPayout: outcomes.reduce((sum, o) => sum + o.payoutSatang, 0),
  };
}
