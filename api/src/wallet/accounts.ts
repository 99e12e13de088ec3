/** Ledger accounts: one per player, plus the system accounts seeded by the first migration. */
import type { DbOrTrx } from '../db/transaction';

export const SYSTEM_ACCOUNTS = {
  /** The operator's side of every bet and payout (play money: may go negative). */
  house: 'house',
  /** The demo payment rail: play credits come from here (external, may go negative). */
  demoRail: 'rail:demo',
} as const;

export function playerAccountCode(userId: number): string {
  return `player:${userId}`;
}

/** Creates the player's account (balance 0, never negative). Idempotent. */
export async function openPlayerAccount(db: DbOrTrx, userId: number): Promise<number> {
  await db
    .insertInto('ledger_accounts')
    .values({ code: playerAccountCode(userId), kind: 'player', user_id: userId })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return playerAccountId(db, userId);
}

/** The player's account id. Throws when the player has none (every registered player has one). */
export async function playerAccountId(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A system account's id by code. */
export async function systemAccountId(
  db: DbOrTrx,
  code: (typeof SYSTEM_ACCOUNTS)[keyof typeof SYSTEM_ACCOUNTS],
): Promise<number> {
  const row = await db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

/** The player's balance in satang (0 when the account does not exist yet). */
export async function playerBalanceSatang(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance_satang')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.balance_satang ?? 0;
}
