/**
 * House exposure under concurrency on real PostgreSQL (skipped, with a warning, when TEST_DATABASE_URL
 * does not answer): 100 concurrent slips near an ops cap of 100,000 baht payout on TWO_TOP 77 and 78
 * (half the slips hold both numbers, in either order) never pass it; the stored exposure equals the
 * payouts of the accepted lines; refused slips debit nothing.
 */
import { sql } from 'kysely';
import { writeExposureCaps } from '../restrictions/set-exposure-caps';
import { postgresUnavailable } from '../../test-support/databases';
import { numberTotals, openRaceRound, tallyOutcomes, useRaceDatabase } from '../../test-support/races';
import { createFundedPlayers } from '../../test-support/direct-players';
import { placeBet } from './place-bet';

jest.setTimeout(180_000);

const describePg = postgresUnavailable ? describe.skip : describe;

describePg('house exposure on PostgreSQL under concurrency', () => {
  const [a] = useRaceDatabase(25);

  it('100 concurrent slips of 10-20 baht near a 100,000 baht TWO_TOP payout cap never pass it', async () => {
    const { clock, game, round, ctx } = await openRaceRound(a.db, 'VN', '2026-05-14T10:00:00+07:00');
    await a.db
      .transaction()
      .execute((trx) => writeExposureCaps(trx, game.code, [{ kind: 'TWO_TOP', cap: 100_000_00 }], 'test', clock.now()));
    const players = await createFundedPlayers(a.db, 100, 1_000_00);
    // TWO_TOP pays 92: each line adds 920-1,840 baht; 100 slips ask ~150 lines ≈ 207,000 baht on 77 and 78
    const outcomes = await Promise.allSettled(
      players.map((userId, i) => {
        const line77 = { kind: 'TWO_TOP', number: '77', amount: 10 + (i % 11) };
        const line78 = { kind: 'TWO_TOP', number: '78', amount: 20 - (i % 11) };
        return placeBet(ctx, {
          userId,
          game,
          roundId: String(round.id),
          remark: '',
          lines: i % 2 === 0 ? [line77] : [line78, line77],
          idempotencyKey: `exposure-${i}`,
          requestHash: `h${i}`,
        });
      }),
    );
    const { accepted, refused, other } = tallyOutcomes(outcomes, 'E20030');
    expect(other?.reason).toBeUndefined();
    expect(accepted + refused).toBe(100);
    expect(refused).toBeGreaterThan(0);

    for (const number of ['77', '78']) {
      const paid = await sql<{ p: string; s: string }>`
        select coalesce(sum(l.amount_satang * l.rate_x100 / 100), 0)::bigint as p,
               coalesce(sum(l.amount_satang), 0)::bigint as s
          from bet_lines l join bet_slips s on s.id = l.slip_id
         where s.round_id = ${round.id} and l.kind = 'TWO_TOP' and l.number = ${number} and l.status = 'PENDING'`.execute(
        a.db,
      );
      const payout = Number(paid.rows[0]!.p);
      expect(payout).toBeLessThanOrEqual(100_000_00);
      const row = await numberTotals(a.db, round.id, number, 'TWO_TOP');
      expect({ number, exposure: row.exposure, total: row.total }).toEqual({
        number,
        exposure: payout,
        total: Number(paid.rows[0]!.s),
      });
    }
    // the last refusal on 77 left less than the biggest line (20 baht × 92) under the cap
    expect((await numberTotals(a.db, round.id, '77')).exposure).toBeGreaterThan(100_000_00 - 20 * 92_00);

    // refused slips moved no money: the players' debits equal the accepted stakes
    const money = await sql<{ debited: string; staked: string }>`
      select (select coalesce(-sum(p.amount_satang), 0) from ledger_postings p
                join ledger_transfers x on x.id = p.transfer_id
                join ledger_accounts acc on acc.id = p.account_id
               where x.kind = 'BET' and acc.kind = 'player')::bigint as debited,
             (select coalesce(sum(total_satang), 0) from bet_slips where round_id = ${round.id})::bigint as staked`.execute(
      a.db,
    );
    expect(Number(money.rows[0]!.debited)).toBe(Number(money.rows[0]!.staked));
    const slips = await sql<{ n: number }>`select count(*)::int as n from bet_slips`.execute(a.db);
    expect(slips.rows[0]!.n).toBe(accepted);
  });
});
