/** Ledger accounts: one per player, plus the system accounts seeded by the first migration. */
import type { DbOrTrx } from '../db/transaction';

export const SYSTEM_ACCOUNTS = {
  /** Stripe 0 of the operator's side of every bet and payout (play money: may go negative); see houseAccountId. */
  house: 'house',
  /** The demo payment rail: play credits come from here (external, may go negative). */
  demoRail: 'rail:demo',
  /** The manual-bank-transfer rail (migration 0021): confirmed bank deposits come from it, approved withdrawals go to it. */
  bankRail: 'rail:bank',
} as const;

/** The code of a player's withdraw hold account (kind `hold`, never negative; migration 0021). */
export function withdrawHoldAccountCode(userId: number): string {
  return `hold:withdraw:${userId}`;
}

/**
 * The player's withdraw hold account id, created on first use (kind `hold`, user_id NULL so `user_id` still
 * finds the one player account, never negative): a pending withdraw's amount sits there (wallet/withdrawals/).
 */
export async function withdrawHoldAccountId(db: DbOrTrx, userId: number): Promise<number> {
  const code = withdrawHoldAccountCode(userId);
  const find = () => db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirst();
  const found = await find();
  if (found) return found.id;
  await db
    .insertInto('ledger_accounts')
    .values({ code, kind: 'hold' })
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  const created = await find();
  if (!created) throw new Error(`hold account ${code} was not created`);
  return created.id;
}

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

/**
 * The house side of the ledger is striped over HOUSE_STRIPES accounts (`house`, `house:1` … `house:15`,
 * migration 0015) so that transfers of different players never queue on one row (issue 9). The house's
 * balance is their sum (the `house_balance` view).
 */
export const HOUSE_STRIPES = 16;

/** The code of the house stripe a player's transfers use: user id mod HOUSE_STRIPES (`house` is stripe 0). */
export function houseAccountCode(userId: number): string {
  const stripe = ((userId % HOUSE_STRIPES) + HOUSE_STRIPES) % HOUSE_STRIPES;
  return stripe === 0 ? SYSTEM_ACCOUNTS.house : `${SYSTEM_ACCOUNTS.house}:${stripe}`;
}

/**
 * The player's ledger account and the house stripe of their transfers, in one round trip
 * (`{ player, house }`, account ids). Throws when the player has no account (every registered player has one).
 */
export async function playerAndHouseAccounts(db: DbOrTrx, userId: number): Promise<{ player: number; house: number }> {
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'user_id'])
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('code', '=', houseAccountCode(userId))]))
    .execute();
  const player = rows.find((r) => r.user_id !== null)?.id;
  const house = rows.find((r) => r.user_id === null)?.id;
  if (player === undefined) throw new Error(`user ${userId} has no ledger account`);
  if (house === undefined) throw new Error(`house stripe ${houseAccountCode(userId)} does not exist`);
  return { player, house };
}

/** The house stripe account id of a player's transfers (houseAccountCode). */
export async function houseAccountId(db: DbOrTrx, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', houseAccountCode(userId))
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The house's balance in satang: the sum of its stripes (negative when players have won more than staked). */
export async function houseBalanceSatang(db: DbOrTrx): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('balance_satang'), eb.lit(0)).as('b'))
    .where('kind', '=', 'house')
    .executeTakeFirstOrThrow();
  return Number(row.b);
}
