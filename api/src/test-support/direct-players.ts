/**
 * Tests and benchmarks: creates players straight in the database (no OTP flow) with a ledger account
 * funded from the demo rail, so hundreds of concurrent players are cheap to set up.
 */
import crypto from 'node:crypto';
import type { Db } from '../db/database';
import { SYSTEM_ACCOUNTS, openPlayerAccount, systemAccountId } from '../wallet/accounts';
import { postLedgerTransfer } from '../wallet/post-ledger-transfer';

/** Creates `count` players with `balanceSatang` each; returns their user ids. */
export async function createFundedPlayers(db: Db, count: number, balanceSatang: number): Promise<number[]> {
  const tag = crypto.randomBytes(4).toString('hex');
  const users = await db
    .insertInto('users')
    .values(
      Array.from({ length: count }, (_, i) => ({
        customer_code: `T${tag}${i}`,
        phone: `test:${tag}:${i}`,
        pin_hash: 'x',
        invite_code: `I${tag}${i}`,
      })),
    )
    .returning('id')
    .execute();
  const ids = users.map((u) => u.id);
  await db.transaction().execute(async (trx) => {
    const rail = await systemAccountId(trx, SYSTEM_ACCOUNTS.demoRail);
    for (const id of ids) {
      const account = await openPlayerAccount(trx, id);
      await postLedgerTransfer(trx, {
        kind: 'DEPOSIT',
        userId: id,
        idempotencyScope: 'test-fund',
        idempotencyKey: `${tag}:${id}`,
        legs: [
          { accountId: rail, amountSatang: -balanceSatang },
          { accountId: account, amountSatang: balanceSatang },
        ],
        at: new Date(),
      });
    }
  });
  return ids;
}
