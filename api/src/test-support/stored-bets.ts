/** Suites that check what a bet stored: read straight from the database, not through the api. */
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The rates (×100) stored on the lines of the slip `slipCode`, in line order. */
export async function storedLineRatesX100(db: Db, slipCode: string): Promise<number[]> {
  const stored = await sql<{
    rate_x100: number;
  }>`select l.rate_x100 from bet_lines l join bet_slips s on s.id = l.slip_id
    where s.slip_code = ${slipCode} order by l.id`.execute(db);
  return stored.rows.map((r) => Number(r.rate_x100));
}
