/**
 * Bulk ledger posting on PGlite and PostgreSQL: many transfers in one call keep every invariant of the single
 * transfer (legs sum to zero, each posting's balance after in posting order, a player never below zero at
 * any posting), an already-posted (scope, key) is skipped and moves nothing, and a refused bulk changes
 * nothing.
 */
import { sql } from 'kysely';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../test-support/databases';
import { migrateToLatest } from '../db/migrate';
import { createFundedPlayers } from '../test-support/direct-players';
import { SYSTEM_ACCOUNTS, playerAccountId, systemAccountId } from './accounts';
import { postLedgerTransfersBulk, type BulkTransfer } from './post-ledger-transfers-bulk';

jest.setTimeout(120_000);

const AT = new Date('2026-05-02T12:00:00+07:00');

describe.each(BACKENDS)('postLedgerTransfersBulk on %s', (backend) => {
  let t: TestDatabase;
  let house: number;
  let a: number;
  let b: number;
  const db = () => t.database.db;
  const balance = async (id: number) =>
    (await db().selectFrom('ledger_accounts').select('balance_satang').where('id', '=', id).executeTakeFirstOrThrow())
      .balance_satang;
  const pay = (key: string, player: number, satang: number, scope = 'test-bulk'): BulkTransfer => ({
    kind: 'PAYOUT',
    memo: `win on ${key} (a memo with "quotes", commas, {braces})`,
    idempotencyScope: scope,
    idempotencyKey: key,
    legs: [
      { accountId: house, amountSatang: -satang },
      { accountId: player, amountSatang: satang },
    ],
  });
  const post = (transfers: BulkTransfer[]) =>
    db()
      .transaction()
      .execute((trx) => postLedgerTransfersBulk(trx, transfers, AT));

  beforeAll(async () => {
    t = await openTestDatabase(backend);
    await migrateToLatest(db());
    const [pa, pb] = await createFundedPlayers(db(), 2, 100_00);
    a = await playerAccountId(db(), pa!);
    b = await playerAccountId(db(), pb!);
    house = await systemAccountId(db(), SYSTEM_ACCOUNTS.house);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('posts every transfer with the balance after each posting, in posting order', async () => {
    const result = await post([pay('k1', a, 10_00), pay('k2', b, 5_00), pay('k3', a, 1), pay('k4', a, 2_50)]);
    expect([...result.posted.keys()]).toEqual([0, 1, 2, 3]);
    expect(result.skipped).toEqual([]);
    const rows = await sql<{ key: string; account_id: number; amount: number; after: number; memo: string }>`
      select t.idempotency_key as key, p.account_id, p.amount_satang as amount, p.balance_after_satang as after,
             t.memo
        from ledger_postings p join ledger_transfers t on t.id = p.transfer_id
       where t.idempotency_scope = 'test-bulk' order by p.id`.execute(db());
    const houseBefore = rows.rows[0]!.after + 10_00;
    expect(rows.rows.map((r) => [r.key, r.account_id, r.amount, r.after])).toEqual([
      ['k1', house, -10_00, houseBefore - 10_00],
      ['k1', a, 10_00, 110_00],
      ['k2', house, -5_00, houseBefore - 15_00],
      ['k2', b, 5_00, 105_00],
      ['k3', house, -1, houseBefore - 15_01],
      ['k3', a, 1, 110_01],
      ['k4', house, -2_50, houseBefore - 17_51],
      ['k4', a, 2_50, 112_51],
    ]);
    expect(rows.rows[0]!.memo).toBe('win on k1 (a memo with "quotes", commas, {braces})');
    expect([await balance(a), await balance(b), await balance(house)]).toEqual([112_51, 105_00, houseBefore - 17_51]);
  });

  it('skips what is already posted, so a re-run moves only what is missing', async () => {
    const before = [await balance(a), await balance(b)];
    const result = await post([pay('k2', b, 5_00), pay('k5', b, 7_00), pay('k1', a, 10_00)]);
    expect(result.skipped).toEqual([0, 2]);
    expect([...result.posted.keys()]).toEqual([1]);
    expect([await balance(a), await balance(b)]).toEqual([before[0], before[1]! + 7_00]);
    const none = await post([pay('k5', b, 7_00)]);
    expect(none).toEqual({ posted: new Map(), skipped: [0] });
  });

  it('refuses a bulk that would take a player below zero at any posting, changing nothing', async () => {
    const before = [await balance(a), await balance(b), await balance(house)];
    const debit = (key: string, satang: number): BulkTransfer => ({
      ...pay(key, a, -satang),
      kind: 'BET',
    });
    // net +0 for a, but the debit comes first: below zero in between
    await expect(post([debit('d1', before[0]! + 1), pay('d2', a, before[0]! + 1)])).rejects.toMatchObject({
      code: 'P2R202',
    });
    await expect(post([pay('d3', b, 1_00), debit('d4', before[0]! + 1)])).rejects.toMatchObject({ code: 'P2R202' });
    expect([await balance(a), await balance(b), await balance(house)]).toEqual(before);
    // credit first, then the debit: fine
    await post([pay('d5', a, 1_00), debit('d6', before[0]! + 1_00)]);
    expect(await balance(a)).toBe(0);
    const count = await sql<{ n: number }>`
      select count(*)::int as n from ledger_transfers where idempotency_key in ('d1', 'd2', 'd3', 'd4')`.execute(db());
    expect(count.rows[0]!.n).toBe(0);
  });

  it('refuses malformed transfers before writing anything', async () => {
    await expect(post([pay('m1', a, 1_00), pay('m1', b, 1_00)])).rejects.toThrow(/given twice/);
    await expect(
      post([
        {
          ...pay('m2', a, 1_00),
          legs: [
            { accountId: a, amountSatang: 1_00 },
            { accountId: house, amountSatang: -99 },
          ],
        },
      ]),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      post([
        {
          ...pay('m3', a, 1_00),
          legs: [
            { accountId: a, amountSatang: 0.5 },
            { accountId: house, amountSatang: -0.5 },
          ],
        },
      ]),
    ).rejects.toThrow(/integer satang/);
  });
});
