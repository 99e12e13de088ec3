/**
 * A round's payout pool (issue 9): the house account a batched settlement pays its winners from, so that its
 * batches never lock the house stripes every bet needs (wallet/accounts.ts). It is a house account
 * (`house:round:{round id}`, kind house, may go negative), so the house's balance (the `house_balance` view)
 * stays exact at every moment. When the round's last batch is written, `sweepRoundPayoutPool` moves the pool's
 * balance onto the stripes with ONE transfer whose stripe legs follow the players paid (each player's payouts
 * on that player's stripe, as if each payout had gone there), keyed (`payout.pool`, `round:{id}`): the pool
 * is back at 0 and the stripes hold the round's cost. Amounts are satang.
 */
import { sql } from 'kysely';
import type { Trx } from '../../db/transaction';
import { houseAccountCode } from '../../wallet/accounts';
import { postLedgerTransfersBulk } from '../../wallet/post-ledger-transfers-bulk';

export function roundPayoutPoolCode(roundId: number): string {
  return `house:round:${roundId}`;
}

/** The pool's account id, created on first use (idempotent). */
export async function roundPayoutPoolId(trx: Trx, roundId: number): Promise<number> {
  const code = roundPayoutPoolCode(roundId);
  await trx
    .insertInto('ledger_accounts')
    .values({ code, kind: 'house', allow_negative: true })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const row = await trx.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Moves the pool's balance onto the house stripes (nothing when the round has no pool or it is at 0). Call it
 * once no slip of the round is left to pay, in the transaction that marks it settled. Returns satang moved.
 */
export async function sweepRoundPayoutPool(trx: Trx, roundId: number, now: Date): Promise<number> {
  const pool = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance_satang'])
    .where('code', '=', roundPayoutPoolCode(roundId))
    .executeTakeFirst();
  if (!pool || pool.balance_satang === 0) return 0;
  // what each player was paid from the pool (payouts debit it: negative amounts)
  const paid = await sql<{ user_id: number; amount: number }>`
    select t.user_id, sum(p.amount_satang)::bigint as amount
      from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
     where p.account_id = ${pool.id}
     group by t.user_id`.execute(trx);
  const byStripe = new Map<string, number>();
  for (const r of paid.rows) {
    const code = houseAccountCode(r.user_id);
    byStripe.set(code, (byStripe.get(code) ?? 0) + r.amount);
  }
  const stripes = await trx
    .selectFrom('ledger_accounts')
    .select(['id', 'code'])
    .where('code', 'in', [...byStripe.keys()])
    .execute();
  if (stripes.length !== byStripe.size) throw new Error(`round ${roundId}: a house stripe of its payouts is missing`);
  const legs = stripes.map((s) => ({ accountId: s.id, amountSatang: byStripe.get(s.code)! }));
  const swept = -legs.reduce((sum, l) => sum + l.amountSatang, 0);
  if (swept !== -pool.balance_satang)
    throw new Error(`round ${roundId}: the payout pool holds ${pool.balance_satang} satang, its payouts ${-swept}`);
  await postLedgerTransfersBulk(
    trx,
    [
      {
        kind: 'PAYOUT_POOL',
        memo: `payouts of round ${roundId} onto the house stripes`,
        userId: null,
        idempotencyScope: 'payout.pool',
        idempotencyKey: `round:${roundId}`,
        legs: [{ accountId: pool.id, amountSatang: swept }, ...legs],
      },
    ],
    now,
  );
  return swept;
}
