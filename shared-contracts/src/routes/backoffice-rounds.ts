/** The wire contract of the routes in `api/src/backoffice/routes/rounds.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { backofficeRound, closeRoundBody } from '../schemas/backoffice';
import { addDrawDateBody, backofficeRoundsQuery, drawCalendarData, drawDateText } from '../schemas/draw-calendar';
import { voidRoundBody, voidRoundSummary } from '../schemas/draw-games';
import { route } from './route';

const roundParams = z.object({ id: z.string() });

const gameParams = z.object({ game: z.string() });

export const backofficeRoundsRoutes = {
  getBackofficeRounds: route({
    method: 'GET',
    path: '/backoffice/rounds',
    query: backofficeRoundsQuery,
    response: z.array(backofficeRound),
  }),
  postBackofficeRoundsByIdClose: route({
    method: 'POST',
    path: '/backoffice/rounds/:id/close',
    params: roundParams,
    body: closeRoundBody.optional(),
    response: backofficeRound,
  }),
  postBackofficeRoundsByIdVoid: route({
    method: 'POST',
    path: '/backoffice/rounds/:id/void',
    params: roundParams,
    body: voidRoundBody,
    response: voidRoundSummary,
  }),
  getBackofficeDrawCalendarByGame: route({
    method: 'GET',
    path: '/backoffice/draw-calendar/:game',
    params: gameParams,
    response: drawCalendarData,
  }),
  postBackofficeDrawCalendarByGame: route({
    method: 'POST',
    path: '/backoffice/draw-calendar/:game',
    params: gameParams,
    body: addDrawDateBody,
    response: drawCalendarData,
  }),
  deleteBackofficeDrawCalendarByGameByDate: route({
    method: 'DELETE',
    path: '/backoffice/draw-calendar/:game/:date',
    params: z.object({ game: z.string(), date: drawDateText }),
    response: drawCalendarData,
  }),
};
