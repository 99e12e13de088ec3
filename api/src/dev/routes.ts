/** /api/v1/dev/*: registered only with SMS_PROVIDER=outbox and never when NODE_ENV=production. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { smsOutboxEntry, smsOutboxQuery } from 'shared-contracts';
import type { AppContext } from '../context';
import { responses, sendOk } from '../http/reply';

export function devRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/dev/sms-outbox',
      {
        schema: {
          tags: ['dev'],
          summary: 'SMS kept by the outbox provider, newest first (development only)',
          querystring: smsOutboxQuery,
          response: responses(z.array(smsOutboxEntry)),
        },
      },
      async (req, reply) => {
        let q = ctx.db
          .selectFrom('sms_outbox')
          .select(['phone', 'text', 'otp', 'ref_code', 'created_at'])
          .orderBy('id', 'desc')
          .limit(50);
        if (req.query.phone) q = q.where('phone', '=', req.query.phone);
        const rows = await q.execute();
        return sendOk(
          reply,
          rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
        );
      },
    );
  };
}
