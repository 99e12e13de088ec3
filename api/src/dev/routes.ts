/**
 * /api/v1/dev/*: registered only with SMS_PROVIDER=outbox and never when NODE_ENV=production. The SMS outbox, and
 * `POST dev/rounds/{id}/result-due`: a CLOSED round's scheduled result time moved to now, so the end-to-end specs
 * (whose server clock runs in real time) can enter a result, which no one may do before that time (issue 20).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, ErrorCode, routeTable } from 'shared-contracts';
import type { AppContext } from '../context';
import { parseRoundId } from '../draw-games/rounds/parse-round-id';
import { contractRoutes } from '../http/contract-route';

const wire = routeTable.dev;

export function devRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['dev'] });
    route(
      wire.getDevSmsOutbox,
      { summary: 'SMS kept by the outbox provider, newest first (development only)' },
      async (req) => {
        let q = ctx.db
          .selectFrom('sms_outbox')
          .select(['phone', 'text', 'otp', 'ref_code', 'created_at'])
          .orderBy('id', 'desc')
          .limit(50);
        if (req.query.phone) q = q.where('phone', '=', req.query.phone);
        const rows = await q.execute();
        return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
      },
    );
    route(
      wire.postDevRoundsByIdResultDue,
      { summary: "A closed round's scheduled result time moved to now (development only: e2e result entry)" },
      async (req) => {
        const now = ctx.clock.now();
        const row = await ctx.db
          .updateTable('rounds')
          .set({ result_expected_at: now })
          .where('id', '=', parseRoundId(req.params.id))
          .where('state', '=', 'closed')
          .where('result_expected_at', '>', now)
          .returning('id')
          .executeTakeFirst();
        if (!row)
          throw new AppError(ErrorCode.CONFLICT, `round ${req.params.id} is not closed with a result still due`);
        return { round_id: String(row.id), result_expected_at: now.toISOString() };
      },
    );
  };
}
