/**
 * `GET backoffice/blacklist?q` (every ops role): the phone and bank-account block lists, newest first, at most
 * BLACKLIST_PAGE each, with the player who holds each entry now (blacklist-holders.ts). `q` (digits) keeps the
 * entries whose number contains it; the totals count every match. Read-only.
 */
import { sql } from 'kysely';
import type { BlacklistData, BlacklistQuery } from 'shared-contracts';
import type { AppContext } from '../../context';
import { bankAccountHolders, bankKey, phoneHolders } from './blacklist-holders';

/** Entries of each list in one answer. */
export const BLACKLIST_PAGE = 200;

export async function listBlacklist(ctx: AppContext, query: BlacklistQuery): Promise<BlacklistData> {
  const q = query.q ? `%${query.q}%` : null;
  const db = ctx.db;
  let phones = db.selectFrom('phone_blacklist');
  let banks = db.selectFrom('bank_account_blacklist');
  if (q) {
    phones = phones.where('phone', 'like', q);
    banks = banks.where('bank_account_number', 'like', q);
  }
  const [phoneRows, phoneCount, bankRows, bankCount] = await Promise.all([
    phones
      .select(['phone', 'reason', 'created_by', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('phone')
      .limit(BLACKLIST_PAGE)
      .execute(),
    phones.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    banks
      .select(['bank_code', 'bank_account_number', 'reason', 'created_by', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('bank_account_number')
      .limit(BLACKLIST_PAGE)
      .execute(),
    banks.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const [byPhone, byBank] = await Promise.all([
    phoneHolders(
      db,
      phoneRows.map((r) => r.phone),
    ),
    bankAccountHolders(db, bankRows),
  ]);
  return {
    phones: phoneRows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      holder: byPhone.get(r.phone) ?? null,
    })),
    phones_total: phoneCount.n,
    bank_accounts: bankRows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      holder: byBank.get(bankKey(r.bank_code, r.bank_account_number)) ?? null,
    })),
    bank_accounts_total: bankCount.n,
    limit: BLACKLIST_PAGE,
  };
}
