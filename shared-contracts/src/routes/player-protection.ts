/** The wire contract of the routes in `api/src/player-protection/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import {
  playerLimitsData,
  realityCheckData,
  selfExclusionBody,
  selfExclusionData,
  setLimitsBody,
  setRealityCheckBody,
} from '../schemas/player-protection';
import { route } from './route';

export const playerProtectionRoutes = {
  getUsersLimits: route({ method: 'GET', path: '/users/limits', response: playerLimitsData }),
  putUsersLimits: route({ method: 'PUT', path: '/users/limits', body: setLimitsBody, response: playerLimitsData }),
  getUsersRealityCheck: route({ method: 'GET', path: '/users/reality-check', response: realityCheckData }),
  putUsersRealityCheck: route({
    method: 'PUT',
    path: '/users/reality-check',
    body: setRealityCheckBody,
    response: realityCheckData,
  }),
  postUsersSelfExclusion: route({
    method: 'POST',
    path: '/users/self-exclusion',
    body: selfExclusionBody,
    response: selfExclusionData,
  }),
};
