/**
 * Yeekee's own routes (docs/game-rules.md "Yeekee"; shapes in shared-contracts `schemas/yeekee.ts`); its bets,
 * slips, cancels, limits and `winning-number/normal` are the draw-game routes every game has:
 * - `POST yeekee/predict` (a player, rate limit `yeekeeShot`): a free shot while the round takes shots;
 * - `GET yeekee/predicts/{round_id}`: a round's shots, newest first;
 * - `GET yeekee/winning-number/status`, `GET yeekee/winning-number/by-round`: the rounds of the moment, of a day;
 * - `GET yeekee/winning-number/{draw_date}/{round_no}`: a closed round's record, to recompute its result.
 * Everything but the shot is public: the shots are what anyone checks the result against.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeTable } from 'shared-contracts';
import type { AppContext } from '../../context';
import { currentUser, optionalUser, requireUser } from '../../http/auth-guard';
import { rateLimits } from '../../http/rate-limit';
import { getYeekeeRoundRecord } from './get-yeekee-round-record';
import { getYeekeeStatus } from './get-yeekee-status';
import { listYeekeeDay } from './list-yeekee-day';
import { listYeekeeShots } from './list-yeekee-shots';
import { shootYeekee } from './shoot-yeekee';
import { YeekeeSequencer } from './yeekee-sequencer';
import { contractRoutes } from '../../http/contract-route';

const wire = routeTable.yeekee;

export function yeekeeRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const route = contractRoutes(app, { tags: ['yeekee'] });
    // this process's yeekee sequencer: numbers the shots after they commit (yeekee-sequencer.ts)
    const sequencer = new YeekeeSequencer(ctx);
    route(
      wire.postYeekeePredict,
      {
        guard: requireUser(ctx),
        summary:
          'Shoot a free 5-digit number into a yeekee round while it takes shots (E20016 before its opening, after its shooting close or once resulted; E20013 past the per-player cap of the round); answers the shot with its sequence and number, also pushed on the live channel yeekee.{round_id} with the number hidden until the close',
        rateLimit: rateLimits(ctx.config).yeekeeShot,
      },
      (req) =>
        shootYeekee(ctx, sequencer, {
          userId: currentUser(req).userId,
          roundId: req.body.round_id,
          number: req.body.number,
        }),
    );
    route(
      wire.getYeekeePredictsByRoundId,
      {
        summary:
          "A yeekee round's shots, newest first (shooter masked), with the shot count; numbers are null until the round's shooting closes, except the caller's own shots when a player's token is sent",
      },
      async (req) =>
        listYeekeeShots(ctx, req.params.round_id, req.query, (await optionalUser(ctx, req))?.userId ?? null),
    );
    route(
      wire.getYeekeeWinningNumberStatus,
      {
        summary:
          'Yeekee now: the round taking bets (or the next), the rounds still shooting and the last closed one, with phases, countdowns, shot counts and results; ?round_id= for one round',
      },
      (req) => getYeekeeStatus(ctx, req.query.round_id),
    );
    route(
      wire.getYeekeeWinningNumberByRound,
      { summary: "A yeekee day's rounds by number with their results (?date=YYYY-MM-DD; default the running day)" },
      (req) => listYeekeeDay(ctx, req.query.date),
    );
    route(
      wire.getYeekeeWinningNumberByDrawDateByRoundNo,
      {
        summary:
          'The record of a closed yeekee round to recompute its result: every shot in order with the subtracted 16th most recent marked, the sum, the revealed round secret with its commitment, R and the digits (or the void reason)',
      },
      (req) => getYeekeeRoundRecord(ctx, req.params.draw_date, req.params.round_no),
    );
  };
}
