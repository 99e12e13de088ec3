/** The wire contract of the routes in `api/src/live/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { liveTokenData } from '../schemas/live';
import { route } from './route';

export const liveRoutes = {
  postLiveToken: route({ method: 'POST', path: '/live/token', response: liveTokenData }),
};
