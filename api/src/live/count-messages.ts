/**
 * Message counts of the gateway (`GET /v3/history/sub-key/{sub}/message-counts/{chs}`, the SDK's
 * messageCounts): per channel, the stored messages with a timetoken after the given one (exclusive: pass
 * the last message read to count the unread; docs/product.md "Constants" caps the badge at 99, the client's
 * job). One timetoken for every channel, or one per channel in the same order. 400 E10000 otherwise.
 */
import { sql } from 'kysely';
import { AppError, ErrorCode } from 'shared-contracts';
import type { Db } from '../db/database';

export async function countMessages(db: Db, channels: string[], timetokens: bigint[]): Promise<Record<string, number>> {
  if (timetokens.length !== 1 && timetokens.length !== channels.length)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      'give one timetoken (timetoken) or one per channel in order (channelsTimetoken)',
    );
  const counts: Record<string, number> = {};
  for (const [i, channel] of channels.entries()) {
    const after = (timetokens.length === 1 ? timetokens[0] : timetokens[i])!.toString();
    const r = await sql<{ n: number }>`
      select count(*)::int as n from live_messages
       where channel = ${channel} and in_history and timetoken > ${after}::bigint`.execute(db);
    counts[channel] = r.rows[0]!.n;
  }
  return counts;
}
