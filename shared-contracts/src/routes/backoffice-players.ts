/** The wire contract of the routes in `api/src/backoffice/routes/players.ts` (ARCHITECTURE.md "The wire contract"). */
import {
  playerCodeParams,
  playerDetailData,
  playerSearchData,
  playerSearchQuery,
  playerStatusChange,
  setPlayerStatusBody,
} from '../schemas/players';
import { route } from './route';

export const backofficePlayersRoutes = {
  getBackofficePlayers: route({
    method: 'GET',
    path: '/backoffice/players',
    query: playerSearchQuery,
    response: playerSearchData,
  }),
  getBackofficePlayersByCustomerCode: route({
    method: 'GET',
    path: '/backoffice/players/:customer_code',
    params: playerCodeParams,
    response: playerDetailData,
  }),
  putBackofficePlayersByCustomerCodeStatus: route({
    method: 'PUT',
    path: '/backoffice/players/:customer_code/status',
    params: playerCodeParams,
    body: setPlayerStatusBody,
    response: playerStatusChange.extend({ customer_code: playerCodeParams.shape.customer_code }),
  }),
};
