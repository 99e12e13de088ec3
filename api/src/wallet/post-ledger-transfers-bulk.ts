/**
 * Many ledger transfers in a few statements (settlement's payouts, issue 9), with the invariants of
 * post-ledger-transfer.ts: each transfer's legs are non-zero integer satang summing to zero, postings are
 * inserted once and never changed, an account that may not go negative never does (refused with P2R202 at
 * any point of the posting order, and the database CHECK stays the hard guarantee), and (scope, key) is
 * unique. Unlike the single transfer, an already-posted (scope, key) is skipped rather than refused: a re-run
 * (a settlement resumed after a crash, a second settler) posts only what is missing, so nothing moves twice.
 *
 * Inside the caller's transaction, four statements whatever the number of transfers:
 * 1. insert every transfer (multi-row, in input order) ON CONFLICT (scope, key) DO NOTHING → the posted ones;
 * 2. lock the accounts the posted legs touch, in id order (as every single transfer does: no deadlock);
 * 3. add each account's net amount in one `update … from unnest(…)`, guarded like the single transfer;
 * 4. insert every posting in posting order, its `balance_after_satang` computed in SQL: the account's new
 *    balance minus the legs that follow it (a window sum per account), and count the postings that would
 *    leave a non-negative account below zero.
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, formatSatangPlain } from 'shared-contracts';
import { PG_CHECK_VIOLATION, pgErrorCode, type Trx } from '../db/transaction';
import type { TransferInput } from './post-ledger-transfer';

/** One transfer of the bulk: post-ledger-transfer.ts's TransferInput, all at the bulk's instant. */
export type BulkTransfer = Omit<TransferInput, 'at'>;

export interface BulkPostResult {
  /** Transfer id by input index, for the transfers posted by this call. */
  posted: Map<number, number>;
  /** Input indexes whose (scope, key) was already posted (nothing moved for them). */
  skipped: number[];
}

/**
 * Posts `transfers` at `at`. Throws (and the caller's transaction must roll back) on a malformed transfer, a
 * (scope, key) given twice, an unknown account, or a leg that would take a non-negative account below zero
 * (AppError P2R202).
 */
export async function postLedgerTransfersBulk(
  trx: Trx,
  transfers: readonly BulkTransfer[],
  at: Date,
): Promise<BulkPostResult> {
  const seen = new Set<string>();
  const legsOf = transfers.map((t) => {
    const legs = t.legs.filter((l) => l.amountSatang !== 0);
    if (legs.length < 2) throw new Error('a transfer needs at least two non-zero legs');
    if (legs.some((l) => !Number.isSafeInteger(l.amountSatang) || !Number.isSafeInteger(l.accountId)))
      throw new Error('leg amounts must be integer satang');
    if (legs.reduce((s, l) => s + l.amountSatang, 0) !== 0) throw new Error('transfer legs must sum to zero');
    const id = `${t.idempotencyScope}\u0000${t.idempotencyKey}`;
    if (seen.has(id)) throw new Error(`transfer ${t.idempotencyScope}/${t.idempotencyKey} is given twice`);
    seen.add(id);
    return legs;
  });
  const result: BulkPostResult = { posted: new Map(), skipped: [] };
  if (transfers.length === 0) return result;

  // 1. the transfers, ids in input order; an already-posted (scope, key) returns no row
  const inserted = await sql<{ id: number; scope: string; key: string }>`
    insert into ledger_transfers (kind, memo, user_id, idempotency_scope, idempotency_key, created_at)
    select v.kind, v.memo, v.user_id, v.scope, v.key, ${at}
      from unnest(${sql.val(transfers.map((t) => t.kind))}::text[],
                  ${sql.val(transfers.map((t) => t.memo ?? ''))}::text[],
                  ${sql.val(transfers.map((t) => t.userId ?? null))}::bigint[],
                  ${sql.val(transfers.map((t) => t.idempotencyScope))}::text[],
                  ${sql.val(transfers.map((t) => t.idempotencyKey))}::text[])
           with ordinality as v(kind, memo, user_id, scope, key, ord)
     order by v.ord
    on conflict (idempotency_scope, idempotency_key) do nothing
    returning id, idempotency_scope as scope, idempotency_key as key`.execute(trx);
  const indexOf = new Map(transfers.map((t, i) => [`${t.idempotencyScope}\u0000${t.idempotencyKey}`, i]));
  for (const r of inserted.rows) result.posted.set(indexOf.get(`${r.scope}\u0000${r.key}`)!, r.id);
  transfers.forEach((_, i) => {
    if (!result.posted.has(i)) result.skipped.push(i);
  });
  if (result.posted.size === 0) return result;

  // the posted legs in posting order (transfer order, then leg order), and each account's net amount
  const postings: { transferId: number; accountId: number; amount: number }[] = [];
  const net = new Map<number, number>();
  for (const [index, transferId] of [...result.posted.entries()].sort(([a], [b]) => a - b))
    for (const l of legsOf[index]!) {
      postings.push({ transferId, accountId: l.accountId, amount: l.amountSatang });
      net.set(l.accountId, (net.get(l.accountId) ?? 0) + l.amountSatang);
    }
  const accountIds = [...net.keys()].sort((a, b) => a - b);

  // 2. row locks in id order, as every single transfer takes them
  const locked = await sql<{ id: number }>`
    select id from ledger_accounts where id = any(${sql.val(accountIds)}::bigint[]) order by id for update`.execute(
    trx,
  );
  if (locked.rows.length !== accountIds.length) {
    const known = new Set(locked.rows.map((r) => r.id));
    throw new Error(`ledger account ${accountIds.find((id) => !known.has(id))} does not exist`);
  }

  // 3. one net amount per account, guarded as the single transfer's update
  let updated: number;
  try {
    const rows = await sql<{ id: number }>`
      update ledger_accounts as a set balance_satang = a.balance_satang + v.amount
        from unnest(${sql.val(accountIds)}::bigint[], ${sql.val(accountIds.map((id) => net.get(id)!))}::bigint[])
             as v(id, amount)
       where a.id = v.id and (a.allow_negative or a.balance_satang + v.amount >= 0)
      returning a.id`.execute(trx);
    updated = rows.rows.length;
  } catch (e) {
    if (pgErrorCode(e) === PG_CHECK_VIOLATION) throw await notEnoughMoney(null, net); // the transaction is aborted
    throw e;
  }
  if (updated !== accountIds.length) throw await notEnoughMoney(trx, net);

  // 4. the postings, ids in posting order; balance after = the account's new balance − its later legs
  //    (so a non-negative account is checked at every posting, not only at the end)
  const written = await sql<{ postings: number; below_zero: number }>`
    with p as (
      select v.transfer_id, v.account_id, v.amount, v.ord, a.allow_negative,
             a.balance_satang - coalesce(sum(v.amount) over (partition by v.account_id order by v.ord
                                                             rows between 1 following and unbounded following), 0)
               as balance_after
        from unnest(${sql.val(postings.map((p) => p.transferId))}::bigint[],
                    ${sql.val(postings.map((p) => p.accountId))}::bigint[],
                    ${sql.val(postings.map((p) => p.amount))}::bigint[])
             with ordinality as v(transfer_id, account_id, amount, ord)
        join ledger_accounts a on a.id = v.account_id
    ), ins as (
      insert into ledger_postings (transfer_id, account_id, amount_satang, balance_after_satang, created_at)
      select transfer_id, account_id, amount, balance_after, ${at} from p order by ord
      returning 1
    )
    select (select count(*) from ins)::int as postings,
           (select count(*) from p where not allow_negative and balance_after < 0)::int as below_zero`.execute(trx);
  const { postings: n, below_zero: belowZero } = written.rows[0]!;
  if (n !== postings.length) throw new Error(`${n} postings written for ${postings.length} legs`);
  if (belowZero > 0) throw await notEnoughMoney(trx, net);
  return result;
}

/**
 * P2R202 naming the first non-negative account (id order) the bulk debits, with its balance as read now
 * (`trx` null: the transaction is already aborted, so no balance).
 */
async function notEnoughMoney(trx: Trx | null, net: Map<number, number>): Promise<AppError> {
  const debited = [...net.entries()].filter(([, amount]) => amount < 0).sort(([a], [b]) => a - b);
  const rows = trx
    ? await trx
        .selectFrom('ledger_accounts')
        .select(['id', 'balance_satang'])
        .where('id', 'in', debited.length ? debited.map(([id]) => id) : [...net.keys()])
        .where('allow_negative', '=', false)
        .orderBy('id')
        .execute()
    : [];
  const short = rows[0];
  const need = formatSatangPlain(Math.max(0, -(short ? net.get(short.id)! : (debited[0]?.[1] ?? 0))));
  const have = short ? formatSatangPlain(short.balance_satang) : null;
  return new AppError(
    ErrorCode.NOT_ENOUGH_MONEY,
    `not enough money: ${need} baht needed${have === null ? '' : `; balance ${have} baht`}`,
    { required: Number(need), balance: have === null ? null : Number(have) },
  );
}
