/**
 * `POST backoffice/chat/reports/{id}/dismiss`: ops looked at a report and leave the message in the room.
 * Errors: 404 E10001 (no such report), 409 E10409 (already resolved).
 */
import { AppError, ErrorCode, type ChatReportView } from 'shared-contracts';
import type { AppContext } from '../context';
import { listChatReports } from './list-chat-reports';

export async function dismissChatReport(ctx: AppContext, idText: string, opsName: string): Promise<ChatReportView> {
  const id = /^\d{1,18}$/.test(idText) ? idText : null;
  if (id === null) throw new AppError(ErrorCode.NOT_FOUND, `no chat report ${idText.slice(0, 40)}`);
  const done = await ctx.db
    .updateTable('chat_reports')
    .set({ resolution: 'dismissed', resolved_at: ctx.clock.now(), resolved_by: opsName })
    .where('id', '=', Number(id))
    .where('resolution', 'is', null)
    .executeTakeFirst();
  const [report] = await listChatReports(ctx, { status: 'all', limit: 1, id: Number(id) });
  if (!report) throw new AppError(ErrorCode.NOT_FOUND, `no chat report ${id}`);
  if (Number(done.numUpdatedRows) === 0)
    throw new AppError(ErrorCode.CONFLICT, `chat report ${id} is already resolved (${report.resolution})`);
  return report;
}
