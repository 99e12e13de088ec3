/**
 * The one place money moves (ARCHITECTURE.md "Money and the ledger"). A transfer is a set of postings (legs) summing to
 * zero, written with the balance updates in the caller's transaction, in one statement. Accounts are locked
 * in id order so concurrent transfers never deadlock. A leg that would take a non-negative account below zero is
 * refused with P2R202; the database CHECK `allow_negative OR balance_satang >= 0` is the hard guarantee.
 * (scope, key) is unique: the same transfer can never be posted twice.
 */
import { sql } from 'kysely';
import { AppError, ErrorCode, formatSatangPlain, type LedgerTransferKind } from 'shared-contracts';
import { PG_CHECK_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode, type Trx } from '../db/transaction';

export interface TransferLeg {
  accountId: number;
  /** Signed satang: positive credits the account, negative debits it. */
  amountSatang: number;
}

/** The two legs (summing to zero) that move `amountSatang` satang from the account `fromId` to the account `toId`. */
export function transferLegs(fromId: number, toId: number, amountSatang: number): TransferLeg[] {
  return [
    { accountId: fromId, amountSatang: -amountSatang },
    { accountId: toId, amountSatang },
  ];
}

export interface TransferInput {
  /** DEPOSIT, BET, PAYOUT, ... (LEDGER_TRANSFER_KINDS, shared-contracts; shown in the wallet history). */
  kind: LedgerTransferKind;
  memo?: string;
  /** The player the transfer is about (for the history), if any. */
  userId?: number | null;
  idempotencyScope: string;
  idempotencyKey: string;
  legs: TransferLeg[];
  at: Date;
}

export interface PostedTransfer {
  transferId: number;
  /** Balance after the transfer, satang, by account id. */
  balances: Map<number, number>;
}

export async function postLedgerTransfer(trx: Trx, input: TransferInput): Promise<PostedTransfer> {
  const legs = input.legs.filter((l) => l.amountSatang !== 0);
  if (legs.length < 2) throw new Error('a transfer needs at least two non-zero legs');
  if (legs.some((l) => !Number.isSafeInteger(l.amountSatang))) throw new Error('leg amounts must be integer satang');
  if (legs.reduce((s, l) => s + l.amountSatang, 0) !== 0) throw new Error('transfer legs must sum to zero');

  // ONE statement (issue 9: it was four): lock the accounts in id order, move each account's net amount unless
  // it would take a non-negative account below zero, then write the transfer and its postings with the
  // balances after; when an account was short no transfer is written and the caller's transaction rolls back
  const accounts = legs.map((l) => l.accountId);
  const amounts = legs.map((l) => l.amountSatang);
  let row: { transfer_id: number | null; balances: { id: number; balance: number }[] } | undefined;
  try {
    row = (
      await sql<{ transfer_id: number | null; balances: { id: number; balance: number }[] }>`
        with legs as (
          select g.account_id, g.amount, g.ord
            from unnest(${sql.val(accounts)}::bigint[], ${sql.val(amounts)}::bigint[])
                 with ordinality as g(account_id, amount, ord)
        ), net as (
          select account_id, sum(amount)::bigint as amount from legs group by account_id
        ), locked as materialized (
          select a.id from ledger_accounts a where a.id in (select account_id from net) order by a.id for update
        ), moved as (
          update ledger_accounts a
             set balance_satang = a.balance_satang + net.amount
            from net
           where a.id = net.account_id
             and a.id in (select id from locked)
             and (a.allow_negative or a.balance_satang + net.amount >= 0)
          returning a.id, a.balance_satang
        ), transfer as (
          insert into ledger_transfers (kind, memo, user_id, idempotency_scope, idempotency_key, created_at)
          select ${input.kind}, ${input.memo ?? ''}, ${input.userId ?? null}::bigint, ${input.idempotencyScope},
                 ${input.idempotencyKey}, ${input.at}
           where (select count(*) from moved) = (select count(*) from net)
          returning id
        ), posted as (
          insert into ledger_postings (transfer_id, account_id, amount_satang, balance_after_satang, created_at)
          select transfer.id, legs.account_id, legs.amount, moved.balance_satang, ${input.at}
            from transfer cross join legs join moved on moved.id = legs.account_id
           order by legs.ord
          returning 1
        )
        select (select id from transfer) as transfer_id,
               (select count(*) from posted) as postings,
               coalesce((select json_agg(json_build_object('id', id, 'balance', balance_satang)) from moved),
                        '[]'::json) as balances`.execute(trx)
    ).rows[0];
  } catch (e) {
    if (pgErrorCode(e) === PG_UNIQUE_VIOLATION)
      throw new AppError(
        ErrorCode.CONFLICT,
        `transfer ${input.idempotencyScope}/${input.idempotencyKey} was already posted`,
      );
    if (pgErrorCode(e) === PG_CHECK_VIOLATION) throw notEnoughMoney(Math.min(...amounts), null);
    throw e;
  }
  const balances = new Map<number, number>((row?.balances ?? []).map((b) => [Number(b.id), Number(b.balance)]));
  if (row?.transfer_id === null || row?.transfer_id === undefined) {
    // an account was short: say which and what it holds (the transaction is rolled back by the throw)
    const net = new Map<number, number>();
    for (const l of legs) net.set(l.accountId, (net.get(l.accountId) ?? 0) + l.amountSatang);
    const short = [...net.entries()].find(([id]) => !balances.has(id));
    if (!short) throw new Error('ledger transfer was not written');
    const acc = await trx
      .selectFrom('ledger_accounts')
      .select('balance_satang')
      .where('id', '=', short[0])
      .executeTakeFirst();
    if (!acc) throw new Error(`ledger account ${short[0]} does not exist`);
    throw notEnoughMoney(short[1], acc.balance_satang);
  }
  return { transferId: Number(row.transfer_id), balances };
}

function notEnoughMoney(amountSatang: number, balanceSatang: number | null): AppError {
  const need = formatSatangPlain(-amountSatang);
  const have = balanceSatang === null ? '' : `; balance ${formatSatangPlain(balanceSatang)} baht`;
  return new AppError(ErrorCode.NOT_ENOUGH_MONEY, `not enough money: ${need} baht needed${have}`, {
    required: Number(need),
    balance: balanceSatang === null ? null : Number(formatSatangPlain(balanceSatang)),
  });
}
