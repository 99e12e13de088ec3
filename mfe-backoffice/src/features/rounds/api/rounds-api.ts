/**
 * The rounds calls of the console (api/src/backoffice/routes/rounds.ts and results.ts): the list by game and
 * state (`GET backoffice/rounds`; the draw date is filtered here, the route has no date parameter), force-close,
 * void with a reason, and the maker-checker result (enter, then a different operator confirms by re-typing it).
 */
import { callRoute, type HttpClient, type ResultEntryData, type RoundState } from 'shared-contracts';

/** A round's result entry (maker-checker), as the API sends it (shared-contracts `schemas/result-entries.ts`). */
export type ResultEntry = ResultEntryData;

/** `status`: a round state as the page's select offers them, '' for every state. */
export const fetchRounds = (api: HttpClient, game: string, status: string) =>
  callRoute(api, 'GET /backoffice/rounds', {
    query: { game, status: (status || undefined) as RoundState | undefined, limit: 100 },
  });

/** Close now; `reason` (1-500) is required before the scheduled close (the API answers 400 E10000 without). */
export const closeRound = (api: HttpClient, id: string, reason: string) =>
  callRoute(api, 'POST /backoffice/rounds/:id/close', { params: { id }, body: { reason } });

export const voidRound = (api: HttpClient, id: string, reason: string) =>
  callRoute(api, 'POST /backoffice/rounds/:id/void', { params: { id }, body: { reason } });

export const fetchResultEntry = (api: HttpClient, id: string) =>
  callRoute(api, 'GET /backoffice/rounds/:id/result', { params: { id } });

export const enterResult = (api: HttpClient, id: string, raw: Record<string, unknown>) =>
  callRoute(api, 'POST /backoffice/rounds/:id/result', { params: { id }, body: raw });

export const confirmResult = (api: HttpClient, id: string, raw: Record<string, unknown>) =>
  callRoute(api, 'POST /backoffice/rounds/:id/result/confirm', { params: { id }, body: raw });
