/**
 * Players (issues 10 and 11; docs/product.md "Inactive and banned players"): `GET backoffice/players` (search by
 * phone or customer code), `GET backoffice/players/{customer_code}` (the card: balance, limits, logins, status
 * history), both for every ops role; `PUT backoffice/players/{customer_code}/status {status, reason}` for
 * operators, audited in the use case (`player.status.set`). Use cases in backoffice/players/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import { auditActorOf } from '../../audit/audit-actor';
import { auditInUseCase } from '../../audit/audited-routes';
import type { AppContext } from '../../context';
import { requireOps } from '../../http/auth-guard';
import { ANY_OPS, OPERATORS } from '../../http/ops-roles';
import { getPlayerDetail } from '../players/get-player-detail';
import { searchPlayers } from '../players/search-players';
import { setPlayerStatus } from '../players/set-player-status';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.backofficePlayers;

export function backofficePlayerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['backoffice'] });
    route(
      wire.getBackofficePlayers,
      {
        guard: requireOps(ctx, ANY_OPS),
        summary:
          'Find players by the first digits of their phone (+66 accepted) or customer code, newest first; a page of at most 50',
      },
      (req) => searchPlayers(ctx, req.query),
    );

    route(
      wire.getBackofficePlayersByCustomerCode,
      {
        guard: requireOps(ctx, ANY_OPS),
        summary: "A player's card: status, balance, protection limits, last logins and status history",
      },
      (req) => getPlayerDetail(ctx, req.params.customer_code),
    );

    route(
      wire.putBackofficePlayersByCustomerCodeStatus,
      {
        guard: requireOps(ctx, OPERATORS),
        summary:
          'Set a player ACTIVE, INACTIVE or BANNED with a reason; INACTIVE and BANNED revoke their sessions and live tokens, and every player call then answers 403 B0V003 (INACTIVE_USER) or B0V002 with {detail, status, reason, since}',
        audit: auditInUseCase('player.status.set'),
      },
      (req) => setPlayerStatus(ctx, auditActorOf(req), req.params.customer_code, req.body),
    );
  };
}
