/**
 * The payout side of settling a round, shared by the draw games (settle-round.ts) and the ticket shop
 * (settle-shop-round.ts): the settled items (bet lines, tickets) are summed per slip, and each slip
 * with a payout is paid by ONE ledger transfer house → player keyed by the slip code, the house leg on the
 * player's stripe (wallet/accounts.ts), all of them posted in bulk, so a slip is never paid twice whatever
 * retries happen; each paid slip's player gets a PRIZE_WON notification, pushed live with
 * `wallet/balance-changed` (notifications/notify-players.ts). Runs inside the caller's transaction. Amounts
 * are satang.
 */
import { sql } from 'kysely';
import type { LedgerTransferKind } from 'shared-contracts';
import type { Trx } from '../../db/transaction';
import { notifyPlayers } from '../../notifications/notify-players';
import { houseAccountCode } from '../../wallet/accounts';
import { postLedgerTransfersBulk, type BulkTransfer } from '../../wallet/post-ledger-transfers-bulk';
import { transferLegs } from '../../wallet/post-ledger-transfer';

/** One slip's settlement: its owner, its code and what it pays (0 when nothing won). */
export interface SlipPayout {
  userId: number;
  code: string;
  payoutSatang: number;
  /** True when at least one of its items won (a win may still pay 0). */
  won: boolean;
}

/**
 * Sums settled items per slip, keyed by slip id (insertion order kept): each item names its slip
 * (`slip_id`, `user_id`, `slip_code`), what it pays in satang and whether it won.
 */
export function payoutsPerSlip(
  items: Iterable<{
    slip: { slip_id: number; user_id: number; slip_code: string };
    payoutSatang: number;
    won: boolean;
  }>,
): Map<number, SlipPayout> {
  const slips = new Map<number, SlipPayout>();
  for (const { slip, payoutSatang, won } of items) {
    const s = slips.get(slip.slip_id) ?? { userId: slip.user_id, code: slip.slip_code, payoutSatang: 0, won: false };
    s.payoutSatang += payoutSatang;
    s.won ||= won;
    slips.set(slip.slip_id, s);
  }
  return slips;
}

/**
 * Pays every slip with a positive payout: one transfer of `kind` house → player each (the player's house stripe,
 * or `houseAccountId`), idempotency
 * (`idempotencyScope`, slip code), memo from `memoOf`, all posted in bulk (wallet/post-ledger-transfers-bulk.ts:
 * a slip already paid is skipped, so a re-run pays nothing twice). Then notifies each slip this call paid
 * (`round`: the game and draw date the notification names). Returns the total this call paid, satang.
 */
export async function payWinningSlips(
  trx: Trx,
  slips: Iterable<SlipPayout>,
  opts: {
    kind: LedgerTransferKind;
    idempotencyScope: string;
    memoOf: (slip: SlipPayout) => string;
    at: Date;
    round: { game_code: string; draw_date: string };
    /** The one house account every house leg uses (a round's payout pool); default: each player's stripe. */
    houseAccountId?: number;
  },
): Promise<number> {
  const winners = [...slips].filter((s) => s.payoutSatang > 0);
  if (winners.length === 0) return 0;
  const userIds = [...new Set(winners.map((s) => s.userId))];
  const players = new Map<number, number>();
  for (const r of (
    await sql<{ id: number; user_id: number }>`
      select id, user_id from ledger_accounts where user_id = any(${sql.val(userIds)}::bigint[])`.execute(trx)
  ).rows)
    players.set(r.user_id, r.id);
  const stripeCodes = opts.houseAccountId === undefined ? [...new Set(userIds.map(houseAccountCode))] : [];
  const stripes = new Map<string, number>();
  if (stripeCodes.length)
    for (const r of (
      await sql<{ id: number; code: string }>`
        select id, code from ledger_accounts where code = any(${sql.val(stripeCodes)}::text[])`.execute(trx)
    ).rows)
      stripes.set(r.code, r.id);
  const transfers = winners.map((s): BulkTransfer => {
    const player = players.get(s.userId);
    if (player === undefined) throw new Error(`user ${s.userId} of slip ${s.code} has no ledger account`);
    const house = opts.houseAccountId ?? stripes.get(houseAccountCode(s.userId));
    if (house === undefined) throw new Error(`house stripe ${houseAccountCode(s.userId)} does not exist`);
    return {
      kind: opts.kind,
      memo: opts.memoOf(s),
      userId: s.userId,
      idempotencyScope: opts.idempotencyScope,
      idempotencyKey: s.code,
      legs: transferLegs(house, player, s.payoutSatang),
    };
  });
  const { posted } = await postLedgerTransfersBulk(trx, transfers, opts.at);
  const paid = winners.filter((_, i) => posted.has(i));
  // after every posting: the live publish locks the live clock, which comes after the ledger's locks
  await notifyPlayers(
    trx,
    paid.map((s) => ({
      userId: s.userId,
      kind: 'PRIZE_WON' as const,
      params: {
        slip_code: s.code,
        game_code: opts.round.game_code,
        draw_date: opts.round.draw_date,
        amount_satang: s.payoutSatang,
      },
      sourceKey: `${opts.idempotencyScope}:${s.code}`,
    })),
    opts.at,
    { moneyMoved: true },
  );
  return paid.reduce((sum, s) => sum + s.payoutSatang, 0);
}
