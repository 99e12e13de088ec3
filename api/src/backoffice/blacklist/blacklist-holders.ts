/**
 * Who holds a listed phone or bank account now (backoffice/blacklist): the player whose phone it is, or the first
 * player who registered the bank account. Ops see it beside the entry and decide on a ban in the players tab; the
 * block list itself never touches an existing account.
 */
import type { DbOrTrx } from '../../db/transaction';

export interface BlacklistHolder {
  customer_code: string;
  status: string;
}

/** Holders by phone (0XXXXXXXXX), for the given phones only. */
export async function phoneHolders(db: DbOrTrx, phones: string[]): Promise<Map<string, BlacklistHolder>> {
  if (phones.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['phone', 'customer_code', 'status'])
    .where('phone', 'in', phones)
    .where('role', '=', 'player')
    .execute();
  return new Map(rows.map((r) => [r.phone, { customer_code: r.customer_code, status: r.status }]));
}

/** The key of a bank account in the maps below. */
export const bankKey = (bankCode: string, number: string) => `${bankCode}:${number}`;

/** Holders by `bankKey`, for the given accounts only (the earliest registration when several share one). */
export async function bankAccountHolders(
  db: DbOrTrx,
  accounts: { bank_code: string; bank_account_number: string }[],
): Promise<Map<string, BlacklistHolder>> {
  if (accounts.length === 0) return new Map();
  const rows = await db
    .selectFrom('user_bank_accounts as b')
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .select(['b.bank_code', 'b.bank_account_number', 'u.customer_code', 'u.status'])
    .where(
      'b.bank_account_number',
      'in',
      accounts.map((a) => a.bank_account_number),
    )
    .orderBy('b.id')
    .execute();
  const holders = new Map<string, BlacklistHolder>();
  for (const r of rows) {
    const key = bankKey(r.bank_code, r.bank_account_number);
    if (!holders.has(key)) holders.set(key, { customer_code: r.customer_code, status: r.status });
  }
  return holders;
}
