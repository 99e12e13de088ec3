/** The wire contract of the routes in `api/src/backoffice/routes/minigames.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import { miniGameSettingsBody, miniGameSettingsData } from '../schemas/minigames';
import { route } from './route';

const params = z.object({ game: z.string().max(40) });

export const backofficeMinigamesRoutes = {
  getBackofficeMinigamesByGame: route({
    method: 'GET',
    path: '/backoffice/minigames/:game',
    params: params,
    response: miniGameSettingsData,
  }),
  putBackofficeMinigamesByGame: route({
    method: 'PUT',
    path: '/backoffice/minigames/:game',
    params: params,
    body: miniGameSettingsBody,
    response: miniGameSettingsData,
  }),
};
