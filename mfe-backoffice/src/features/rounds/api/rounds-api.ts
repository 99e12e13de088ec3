/**
 * The rounds calls of the console (api/src/backoffice/routes/rounds.ts and results.ts): the list by game and
 * state (`GET backoffice/rounds`; the draw date is filtered here, the route has no date parameter), force-close,
 * void with a reason, and the maker-checker result (enter, then a different operator confirms by re-typing it).
 */
import type {
  BackofficeRound,
  HttpClient,
  ResultEntryData,
  SettlementSummary,
  VoidRoundSummary,
} from 'shared-contracts';

/** A round's result entry (maker-checker), as the API sends it (shared-contracts `schemas/result-entries.ts`). */
export type ResultEntry = ResultEntryData;

export const fetchRounds = (api: HttpClient, game: string, status: string) =>
  api.get<BackofficeRound[]>('backoffice/rounds', { params: { game, status: status || undefined, limit: 100 } });

/** Close now; `reason` (1-500) is required before the scheduled close (the API answers 400 E10000 without). */
export const closeRound = (api: HttpClient, id: string, reason: string) =>
  api.post<BackofficeRound>(`backoffice/rounds/${id}/close`, { reason });

export const voidRound = (api: HttpClient, id: string, reason: string) =>
  api.post<VoidRoundSummary>(`backoffice/rounds/${id}/void`, { reason });

export const fetchResultEntry = (api: HttpClient, id: string) => api.get<ResultEntry>(`backoffice/rounds/${id}/result`);

export const enterResult = (api: HttpClient, id: string, raw: Record<string, unknown>) =>
  api.post<ResultEntry>(`backoffice/rounds/${id}/result`, raw);

export const confirmResult = (api: HttpClient, id: string, raw: Record<string, unknown>) =>
  api.post<SettlementSummary>(`backoffice/rounds/${id}/result/confirm`, raw);
