/**
 * What the two payment queues ops decide (issue 11) share: withdrawals and declared bank-transfer deposits are both
 * rows with a player (`user_id`), a `state` PENDING → SUCCESS | CANCEL, and who decided, when and why. The use cases
 * in withdrawals/ and manual-deposits/ read and lock them through these helpers.
 */
import { AppError, ErrorCode, type PaymentQueueQuery } from 'shared-contracts';
import type { Selectable } from 'kysely';
import { actorName, type AuditActor } from '../audit/audit-actor';
import { recordAudit } from '../audit/record-audit';
import type { AppContext } from '../context';
import type { DB } from '../db/schema';
import type { DbOrTrx, Trx } from '../db/transaction';

export type PaymentTable = 'withdrawals' | 'manual_deposits';
export type PaymentRow<T extends PaymentTable> = Selectable<DB[T]>;
/** The player of a payment as the ops queue shows them. */
export interface PaymentOwner {
  customer_code: string;
  phone: string;
}

// Kysely types a query over a table union as the union of the rows (both tables have the columns used here), and
// each helper returns the rows of the table it was given. It cannot type a join from a union: the queue's query is
// typed as over `withdrawals`, the columns it uses being the same in both.

/**
 * A page of `table` in `q.state` with each player's customer code and phone: PENDING the oldest first (the queue's
 * order of work), the other states the newest first; and how many are PENDING in all.
 */
export async function readPaymentQueue<T extends PaymentTable>(
  ctx: AppContext,
  table: T,
  q: PaymentQueueQuery,
): Promise<{ rows: (PaymentRow<T> & PaymentOwner)[]; pending: number }> {
  const from: PaymentTable = table;
  const [rows, pending] = await Promise.all([
    ctx.db
      .selectFrom(`${table as 'withdrawals'} as p`)
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .selectAll('p')
      .select(['u.customer_code', 'u.phone'])
      .where('p.state', '=', q.state)
      .orderBy('p.id', q.state === 'PENDING' ? 'asc' : 'desc')
      .offset(q.skip)
      .limit(q.limit)
      .execute(),
    ctx.db
      .selectFrom(from)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('state', '=', 'PENDING')
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as (PaymentRow<T> & PaymentOwner)[], pending: Number(pending.n) };
}

/** A page (`skip`, `limit`) of the player's rows of `table`, the newest first. */
export async function readMyPayments<T extends PaymentTable>(
  db: DbOrTrx,
  table: T,
  userId: number,
  page: { skip: number; limit: number },
): Promise<PaymentRow<T>[]> {
  const from: PaymentTable = table;
  const rows = await db
    .selectFrom(from)
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .offset(page.skip)
    .limit(page.limit)
    .execute();
  return rows as PaymentRow<T>[];
}

/**
 * Row `id` of `table`, locked FOR UPDATE until the transaction ends, when it is still PENDING: two ops deciding at
 * once queue on the lock and the second finds it decided → 409 E10409 `{status}`; an unknown id → 404 E10001.
 * `label` names the row in the error messages ("withdrawal", "declared deposit").
 */
export async function lockPendingPayment<T extends PaymentTable>(
  trx: Trx,
  table: T,
  id: number,
  label: string,
): Promise<PaymentRow<T>> {
  const from: PaymentTable = table;
  const found = await trx.selectFrom(from).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!found) throw new AppError(ErrorCode.NOT_FOUND, `no ${label} ${id}`);
  if (found.state !== 'PENDING')
    throw new AppError(ErrorCode.CONFLICT, `${label} ${id} is already ${found.state}`, { status: found.state });
  return found as PaymentRow<T>;
}

/** The columns an ops decision sets: when, which ops user (and their name), and the reason (null when empty). */
export function decisionColumns(actor: AuditActor, at: Date, reason: string | null) {
  return {
    decided_at: at,
    decided_by: actor.kind === 'ops' ? actor.opsUserId : null,
    decided_by_name: actorName(actor),
    reason: reason && reason.length > 0 ? reason : null,
  };
}

/** The customer code and phone of player `userId`, for the queue row and the audit. */
export async function paymentOwner(trx: Trx, userId: number): Promise<PaymentOwner> {
  return trx.selectFrom('users').select(['customer_code', 'phone']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/**
 * The audit row of an ops decision on a payment, last in its transaction: `action` on `target`, before PENDING,
 * after the decided row's state with the player's customer code, the amount (satang), the reason and the ledger
 * transfer (null when nothing moved).
 */
export async function auditPaymentDecision(
  trx: Trx,
  actor: AuditActor,
  decided: {
    action: string;
    target: string;
    row: { state: string; amount_satang: number; reason: string | null };
    owner: PaymentOwner;
    transferId: number | null;
  },
  at: Date,
): Promise<void> {
  await recordAudit(
    trx,
    actor,
    {
      action: decided.action,
      target: decided.target,
      before: { status: 'PENDING' },
      after: {
        status: decided.row.state,
        customer_code: decided.owner.customer_code,
        amount_satang: decided.row.amount_satang,
        reason: decided.row.reason,
        transfer_id: decided.transferId,
      },
    },
    at,
  );
}
