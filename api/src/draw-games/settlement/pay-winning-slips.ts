/**
 * The payout side of settling a round, shared by the draw games (settle-round.ts) and the ticket shop
 * (settle-shop-round.ts): the settled items (bet lines, tickets) are summed per slip, and each slip
 * with a payout is paid by ONE ledger transfer house → player keyed by the slip code, so a slip is
 * never paid twice whatever retries happen; each paid slip's player gets a PRIZE_WON notification, pushed
 * live with `wallet/balance-changed` (notifications/notify-players.ts). Runs inside the caller's
 * transaction. Amounts are satang.
 */
import type { Trx } from '../../db/transaction';
import { notifyPlayers } from '../../notifications/notify-players';
import { SYSTEM_ACCOUNTS, systemAccountId } from '../../wallet/accounts';
import { postLedgerTransfer } from '../../wallet/post-ledger-transfer';

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
 * Pays every slip with a positive payout: one transfer of `kind` house → player each, idempotency
 * (`idempotencyScope`, slip code), memo from `memoOf`. Player accounts are read in batches of 5,000.
 * Then notifies each paid slip's player (`round`: the game and draw date the notification names).
 * Returns the total paid, satang.
 */
export async function payWinningSlips(
  trx: Trx,
  slips: Iterable<SlipPayout>,
  opts: {
    kind: string;
    idempotencyScope: string;
    memoOf: (slip: SlipPayout) => string;
    at: Date;
    round: { game_code: string; draw_date: string };
  },
): Promise<number> {
  const winners = [...slips].filter((s) => s.payoutSatang > 0);
  if (winners.length === 0) return 0;
  const house = await systemAccountId(trx, SYSTEM_ACCOUNTS.house);
  const userIds = [...new Set(winners.map((s) => s.userId))];
  const accounts = new Map<number, number>();
  for (let i = 0; i < userIds.length; i += 5000) {
    const rows = await trx
      .selectFrom('ledger_accounts')
      .select(['id', 'user_id'])
      .where('user_id', 'in', userIds.slice(i, i + 5000))
      .execute();
    for (const r of rows) if (r.user_id !== null) accounts.set(r.user_id, r.id);
  }
  let total = 0;
  for (const s of winners) {
    const player = accounts.get(s.userId);
    if (player === undefined) throw new Error(`user ${s.userId} of slip ${s.code} has no ledger account`);
    await postLedgerTransfer(trx, {
      kind: opts.kind,
      memo: opts.memoOf(s),
      userId: s.userId,
      idempotencyScope: opts.idempotencyScope,
      idempotencyKey: s.code,
      legs: [
        { accountId: house, amountSatang: -s.payoutSatang },
        { accountId: player, amountSatang: s.payoutSatang },
      ],
      at: opts.at,
    });
    total += s.payoutSatang;
  }
  // after every posting: the live publish locks the live clock, which comes after the ledger's locks
  await notifyPlayers(
    trx,
    winners.map((s) => ({
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
  return total;
}
