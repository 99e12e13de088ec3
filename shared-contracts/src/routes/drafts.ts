/** The wire contract of the routes in `api/src/draw-games/drafts/routes.ts` (ARCHITECTURE.md "The wire contract"). */
import { z } from 'zod';
import {
  createDraftBody,
  deleteDraftData,
  draftData,
  draftListData,
  draftListQuery,
  updateDraftBody,
} from '../schemas/player-extras';
import { route } from './route';

const typeParams = z.object({ type: z.string().describe('the game short code, e.g. UG') });

const draftParams = typeParams.extend({ id: z.string() });

export const draftsRoutes = {
  postDraftByType: route({
    method: 'POST',
    path: '/draft/:type',
    params: typeParams,
    body: createDraftBody,
    response: draftData,
    status: 201,
  }),
  getDraftsByType: route({
    method: 'GET',
    path: '/drafts/:type',
    params: typeParams,
    query: draftListQuery,
    response: draftListData,
  }),
  getDraftByTypeById: route({ method: 'GET', path: '/draft/:type/:id', params: draftParams, response: draftData }),
  putDraftByTypeById: route({
    method: 'PUT',
    path: '/draft/:type/:id',
    params: draftParams,
    body: updateDraftBody,
    response: draftData,
  }),
  deleteDraftByTypeById: route({
    method: 'DELETE',
    path: '/draft/:type/:id',
    params: draftParams,
    response: deleteDraftData,
  }),
};
