/**
 * Locks the player's `player_protection` row FOR UPDATE, creating it first when missing. Every deposit,
 * bet, checkout, limit change and self-exclusion of one player takes this lock inside its transaction
 * before the ledger accounts, so their limit checks run one at a time and each sees the others' postings.
 */
import type { Trx } from '../db/transaction';

export async function lockProtectionRow(
  trx: Trx,
  userId: number,
  now: Date,
): Promise<{ reality_check_minutes: number | null }> {
  const lock = () =>
    trx
      .selectFrom('player_protection')
      .select('reality_check_minutes')
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
  const row = await lock();
  if (row) return row;
  await trx
    .insertInto('player_protection')
    .values({ user_id: userId, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return (await lock())!;
}
