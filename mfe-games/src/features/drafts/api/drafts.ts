import {
  callRoute,
  type CreateDraftBody,
  type DraftData,
  type DraftSummaryData,
  type GameDef,
  type HttpClient,
  type RouteData,
} from 'shared-contracts';

export type DraftOrder = 'sort_order' | 'created_at' | 'name';

/** `GET drafts/{code}?order_by=`: the player's saved number lists of the game, without their lines. */
export function listDrafts(api: HttpClient, game: GameDef, orderBy: DraftOrder): Promise<DraftSummaryData[]> {
  return callRoute(api, 'GET /drafts/:type', { params: { type: game.code }, query: { order_by: orderBy } });
}

/** `POST draft/{code}`: saves lines (amounts in baht, or units for set/zodiac) under a name. */
export function createDraft(api: HttpClient, game: GameDef, body: CreateDraftBody): Promise<DraftData> {
  return callRoute(api, 'POST /draft/:type', { params: { type: game.code }, body });
}

/** `GET draft/{code}/{id}`: one draft with its lines. */
export function getDraft(api: HttpClient, game: GameDef, id: string): Promise<DraftData> {
  return callRoute(api, 'GET /draft/:type/:id', { params: { type: game.code, id } });
}

/** `DELETE draft/{code}/{id}`. */
export function deleteDraft(api: HttpClient, game: GameDef, id: string): Promise<RouteData<'DELETE /draft/:type/:id'>> {
  return callRoute(api, 'DELETE /draft/:type/:id', { params: { type: game.code, id } });
}
