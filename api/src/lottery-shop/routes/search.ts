/** Finding tickets (public): `POST lottery/search-number`, `GET lottery/suggest-number` and the ticket artwork `GET lottery/fe/background/{date}`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { searchNumbers } from '../search/search-numbers';
import { ticketArtworkSvg } from '../search/ticket-artwork';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.lotteryShopSearch;

export function shopSearchRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['lottery-shop'] });
    route(
      wire.postLotterySearchNumber,
      { summary: 'Numbers with stock matching six boxes (blank/_ = any digit), random order, limit 1-50 (default 5)' },
      async (req) => {
        const b = req.body;
        const digits = [
          b.first_number,
          b.second_number,
          b.third_number,
          b.fourth_number,
          b.fifth_number,
          b.sixth_number,
        ];
        return await searchNumbers(ctx, digits, req.query.limit);
      },
    );
    route(wire.getLotterySuggestNumber, { summary: 'A few random numbers with stock' }, () =>
      searchNumbers(ctx, [], 5),
    );
    route(
      wire.getLotteryFeBackgroundByDate,
      // the 200 is an SVG image, not an envelope; a bad date is the usual error envelope
      { summary: 'Ticket artwork of a draw date as SVG (path {YYYY-MM-DD}T16:00:00; not an envelope)' },
      async (req, reply) =>
        reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(ticketArtworkSvg(req.params.date.slice(0, 10))),
    );
  };
}
