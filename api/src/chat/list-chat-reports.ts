/**
 * `GET backoffice/chat/reports?status=open|all&limit=`: players' reports, newest first, with the message as it
 * was reported, who reported it, whether it is still in the room and how ops resolved it (`id`: that one).
 */
import { sql } from 'kysely';
import type { ChatReportView } from 'shared-contracts';
import type { AppContext } from '../context';

export async function listChatReports(
  ctx: AppContext,
  query: { status: 'open' | 'all'; limit: number; /** one report only */ id?: number },
): Promise<ChatReportView[]> {
  let q = ctx.db
    .selectFrom('chat_reports as r')
    .innerJoin('users as u', 'u.id', 'r.reporter_user_id')
    .leftJoin('live_messages as m', 'm.timetoken', 'r.message_timetoken')
    .select([
      'r.id',
      sql<string>`r.message_timetoken::text`.as('timetoken'),
      'r.channel',
      'r.reason',
      'u.customer_code as reporter',
      'r.publisher',
      'r.message_text',
      'r.created_at',
      sql<boolean>`m.timetoken is not null`.as('present'),
      'r.resolution',
      'r.resolved_at',
      'r.resolved_by',
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(query.limit);
  if (query.status === 'open') q = q.where('r.resolution', 'is', null);
  if (query.id !== undefined) q = q.where('r.id', '=', query.id);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: String(r.id),
    timetoken: r.timetoken,
    channel: r.channel,
    reason: r.reason,
    reporter: r.reporter,
    publisher: r.publisher,
    text: r.message_text,
    created_at: r.created_at.toISOString(),
    message_present: r.present,
    resolution: r.resolution,
    resolved_at: r.resolved_at?.toISOString() ?? null,
    resolved_by: r.resolved_by,
  }));
}
