/**
 * Benchmarks only: writes `slips` pending slips of 10 lines of 10 baht each (100 baht per slip, satang in the
 * columns) on `round`, straight into bet_slips and bet_lines in two statements, spread over `players` and all
 * pointing at ledger transfer `transferId` (the settlement reads lines, not the debit). A mix of kinds and random
 * numbers, so a draw pays about 4% of the lines. `tag` keeps the slip codes of two writers apart.
 */
import { sql } from 'kysely';
import type { Db } from '../src/db/database';

export const PENDING_LINES_PER_SLIP = 10;

export async function writePendingSlips(
  db: Db,
  input: {
    round: { id: number; game_code: string };
    players: number[];
    transferId: number;
    slips: number;
    tag: string;
  },
): Promise<void> {
  const { round, players, transferId, slips, tag } = input;
  await sql`
    insert into bet_slips (slip_code, user_id, round_id, game_code, total_satang, transfer_id, created_at)
    select ${round.game_code} || ${tag} || lpad(g::text, 8, '0'), (${sql.val(players)}::bigint[])[1 + g % ${players.length}],
           ${round.id}, ${round.game_code}, ${PENDING_LINES_PER_SLIP * 1000}, ${transferId}, now()
      from generate_series(1, ${slips}) g`.execute(db);
  await sql`
    insert into bet_lines (slip_id, line_no, kind, number, amount_satang, rate_x100)
    select s.id, n,
           (array['THREE_TOP','THREE_TOD','TWO_TOP','TWO_BOTTOM','RUN_TOP','RUN_BOTTOM','FOUR_TOP','FOUR_ANY_ORDER','TWO_TOP','TWO_BOTTOM'])[n],
           case when n in (1, 2) then lpad((floor(random() * 1000))::int::text, 3, '0')
                when n in (3, 4, 9, 10) then lpad((floor(random() * 100))::int::text, 2, '0')
                when n in (5, 6) then (floor(random() * 10))::int::text
                else lpad((floor(random() * 10000))::int::text, 4, '0') end,
           1000,
           (array[85000,12000,9200,9200,320,420,600000,24000,9200,9200])[n]
      from bet_slips s cross join generate_series(1, ${PENDING_LINES_PER_SLIP}) n
     where s.round_id = ${round.id}`.execute(db);
}
