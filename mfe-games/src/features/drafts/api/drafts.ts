import type { CreateDraftBody, DraftData, DraftSummaryData, GameDef, HttpClient } from 'shared-contracts';

export type DraftOrder = 'sort_order' | 'created_at' | 'name';

/** `GET drafts/{code}?order_by=`: the player's saved number lists of the game, without their lines. */
export function listDrafts(api: HttpClient, game: GameDef, orderBy: DraftOrder): Promise<DraftSummaryData[]> {
  return api.get<DraftSummaryData[]>(`drafts/${game.code}`, { params: { order_by: orderBy } });
}

/** `POST draft/{code}`: saves lines (amounts in baht, or units for set/zodiac) under a name. */
export function createDraft(api: HttpClient, game: GameDef, body: CreateDraftBody): Promise<DraftData> {
  return api.post<DraftData>(`draft/${game.code}`, body);
}

/** `GET draft/{code}/{id}`: one draft with its lines. */
export function getDraft(api: HttpClient, game: GameDef, id: string): Promise<DraftData> {
  return api.get<DraftData>(`draft/${game.code}/${id}`);
}

/** `DELETE draft/{code}/{id}`. */
export function deleteDraft(api: HttpClient, game: GameDef, id: string): Promise<unknown> {
  return api.delete(`draft/${game.code}/${id}`);
}
