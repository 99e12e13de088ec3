/**
 * What a player has withdrawn on one Bangkok day, satang: the sum of their PENDING and SUCCESS withdrawals asked
 * that day (a rejected one frees its amount). The per-day maximum (WITHDRAW_MAX_PER_DAY_BAHT, P7V006) is checked
 * against it under the player's protection-row lock (request-withdraw.ts), so parallel requests see each other.
 */
import type { DbOrTrx } from '../../db/transaction';

export async function withdrawDayTotalSatang(db: DbOrTrx, userId: number, bangkokDay: string): Promise<number> {
  const row = await db
    .selectFrom('withdrawals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('amount_satang'), eb.lit(0)).as('total'))
    .where('user_id', '=', userId)
    .where('bangkok_day', '=', bangkokDay)
    .where('state', 'in', ['PENDING', 'SUCCESS'])
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The player's registered bank account withdrawals go to: the first one (spec "User profile"), or null. */
export async function firstBankAccount(
  db: DbOrTrx,
  userId: number,
): Promise<{ bank_code: string; bank_account_number: string; bank_account_name: string } | null> {
  const row = await db
    .selectFrom('user_bank_accounts')
    .select(['bank_code', 'bank_account_number', 'bank_account_name'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}
