/**
 * The one place money moves (ARCHITECTURE.md "Money and the ledger"). A transfer is a set of postings (legs) summing to
 * zero, written with the balance updates in the caller's transaction. Accounts are updated in id order
 * so concurrent transfers never deadlock. A leg that would take a non-negative account below zero is
 * refused with P2R202; the database CHECK `allow_negative OR balance_satang >= 0` is the hard guarantee.
 * (scope, key) is unique: the same transfer can never be posted twice.
 */
import { AppError, ErrorCode, formatSatangPlain } from 'shared-contracts';
import { PG_CHECK_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode, type Trx } from '../db/transaction';

export interface TransferLeg {
  accountId: number;
  /** Signed satang: positive credits the account, negative debits it. */
  amountSatang: number;
}

export interface TransferInput {
  /** DEPOSIT, BET, PAYOUT, ... (shown in the wallet history). */
  kind: string;
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

  let transferId: number;
  try {
    const t = await trx
      .insertInto('ledger_transfers')
      .values({
        kind: input.kind,
        memo: input.memo ?? '',
        user_id: input.userId ?? null,
        idempotency_scope: input.idempotencyScope,
        idempotency_key: input.idempotencyKey,
        created_at: input.at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    transferId = t.id;
  } catch (e) {
    if (pgErrorCode(e) === PG_UNIQUE_VIOLATION)
      throw new AppError(
        ErrorCode.CONFLICT,
        `transfer ${input.idempotencyScope}/${input.idempotencyKey} was already posted`,
      );
    throw e;
  }

  // one net amount per account, applied in id order
  const net = new Map<number, number>();
  for (const l of legs) net.set(l.accountId, (net.get(l.accountId) ?? 0) + l.amountSatang);
  const balances = new Map<number, number>();
  for (const [accountId, amount] of [...net.entries()].sort(([a], [b]) => a - b)) {
    let row: { balance_satang: number } | undefined;
    try {
      row = await trx
        .updateTable('ledger_accounts')
        .set((eb) => ({ balance_satang: eb('balance_satang', '+', amount) }))
        .where('id', '=', accountId)
        .where((eb) => eb.or([eb('allow_negative', '=', true), eb(eb('balance_satang', '+', amount), '>=', 0)]))
        .returning('balance_satang')
        .executeTakeFirst();
    } catch (e) {
      if (pgErrorCode(e) === PG_CHECK_VIOLATION) throw notEnoughMoney(amount, null);
      throw e;
    }
    if (!row) {
      const acc = await trx
        .selectFrom('ledger_accounts')
        .select('balance_satang')
        .where('id', '=', accountId)
        .executeTakeFirst();
      if (!acc) throw new Error(`ledger account ${accountId} does not exist`);
      throw notEnoughMoney(amount, acc.balance_satang);
    }
    balances.set(accountId, row.balance_satang);
  }

  await trx
    .insertInto('ledger_postings')
    .values(
      legs.map((l) => ({
        transfer_id: transferId,
        account_id: l.accountId,
        amount_satang: l.amountSatang,
        balance_after_satang: balances.get(l.accountId)!,
        created_at: input.at,
      })),
    )
    .execute();
  return { transferId, balances };
}

function notEnoughMoney(amountSatang: number, balanceSatang: number | null): AppError {
  const need = formatSatangPlain(-amountSatang);
  const have = balanceSatang === null ? '' : `; balance ${formatSatangPlain(balanceSatang)} baht`;
  return new AppError(ErrorCode.NOT_ENOUGH_MONEY, `not enough money: ${need} baht needed${have}`, {
    required: Number(need),
    balance: balanceSatang === null ? null : Number(formatSatangPlain(balanceSatang)),
  });
}
