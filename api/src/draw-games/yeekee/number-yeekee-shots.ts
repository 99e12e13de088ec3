/**
 * The yeekee round's sequencer (issue 22, migration 0034), inside the caller's transaction: shots are stored
 * in parallel without a number (shoot-yeekee.ts); this numbers the round's committed unnumbered shots in the
 * order of their ids, continuing the round's count without gaps (1..n), and pushes each numbered shot on the
 * round's live channel (`yeekee.<round id>`, `yeekee/shot`, its number hidden) through the live outbox.
 * It holds the round's `yeekee_rounds` row FOR UPDATE (creating it with the round secret's commitment when the
 * scheduler has not yet), so one pass numbers a round at a time, in every api process, and the close
 * (close-yeekee-round.ts) numbers what is left under the same lock before it reads the shots. The published
 * order of a round's shots is therefore the order they were numbered in: total, stored, and what the result
 * and the verify view are computed from (docs/game-rules.md "Yeekee").
 * Returns the shots numbered by this pass (seq ascending), with their shooters' customer codes.
 */
import { sql } from 'kysely';
import { YEEKEE_LIVE_EVENTS, yeekeeRoundChannel } from 'shared-contracts';
import type { AppContext } from '../../context';
import type { Trx } from '../../db/transaction';
import { SERVER_PUBLISHER } from '../../live/channel-policy';
import { enqueueLiveMessages } from '../../live/enqueue-live-messages';
import { toShotData } from './yeekee-round-view';
import { yeekeeCommitment } from './yeekee-secret';

/** A shot as numbered: its id, 1-based place in the round, number, instant and shooter. */
export interface NumberedShot {
  id: number;
  round_id: number;
  seq: number;
  user_id: number;
  number: string;
  shot_at: Date;
  customer_code: string;
}

/** Locks the round's counter row (creating it if need be) and returns how many shots are numbered so far. */
export async function lockYeekeeCounter(ctx: Pick<AppContext, 'config'>, trx: Trx, roundId: number): Promise<number> {
  const locked = async () =>
    trx.selectFrom('yeekee_rounds').select('shot_count').where('round_id', '=', roundId).forUpdate().executeTakeFirst();
  let row = await locked();
  if (!row) {
    await trx
      .insertInto('yeekee_rounds')
      .values({ round_id: roundId, shot_count: 0, secret_hash: yeekeeCommitment(ctx, roundId) })
      .onConflict((oc) => oc.column('round_id').doNothing())
      .execute();
    row = await locked();
  }
  return row!.shot_count;
}

/** Numbers the round's committed unnumbered shots (see above); `now` stamps their live events. */
export async function numberYeekeeShots(
  ctx: Pick<AppContext, 'config'>,
  trx: Trx,
  roundId: number,
  now: Date,
): Promise<NumberedShot[]> {
  const base = await lockYeekeeCounter(ctx, trx, roundId);
  const numbered = await sql<
    Omit<NumberedShot, 'id' | 'round_id' | 'user_id'> & { id: string; round_id: string; user_id: string }
  >`
    with pending as (
      select s.id, row_number() over (order by s.id) as n
        from yeekee_shots s
       where s.round_id = ${roundId} and s.seq is null
    )
    , numbered as (
      update yeekee_shots s set seq = ${base} + p.n
        from pending p, users u
       where s.id = p.id and u.id = s.user_id
      returning s.id::text as id, s.round_id::text as round_id, s.seq, s.user_id::text as user_id, s.number,
                s.shot_at, u.customer_code
    ), counted as (
      update yeekee_rounds y set shot_count = ${base} + (select count(*) from numbered)
       where y.round_id = ${roundId} and exists (select 1 from numbered)
    )
    select * from numbered`.execute(trx);
  if (numbered.rows.length === 0) return [];
  const shots = numbered.rows
    .map((r) => ({
      ...r,
      id: Number(r.id),
      round_id: Number(r.round_id),
      user_id: Number(r.user_id),
      seq: Number(r.seq),
    }))
    .sort((a, b) => a.seq - b.seq);
  await enqueueLiveMessages(
    trx,
    shots.map((s) => ({
      channel: yeekeeRoundChannel(roundId),
      publisher: SERVER_PUBLISHER,
      userId: null,
      message: { type: YEEKEE_LIVE_EVENTS.shot, data: toShotData(s, false) },
      inHistory: true,
      now,
    })),
  );
  return shots;
}
