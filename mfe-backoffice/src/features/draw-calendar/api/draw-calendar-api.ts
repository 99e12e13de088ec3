/**
 * A table game's draw calendar (api/src/backoffice/routes/rounds.ts; shapes in shared-contracts
 * schemas/draw-calendar.ts): `GET backoffice/draw-calendar/{game}` → `{game_code, dates: [{draw_date YYYY-MM-DD,
 * source, round_id, round_state}]}` (every role), `POST backoffice/draw-calendar/{game}` `{draw_date}` adds a future
 * date (E10000 if past its close, E10409 if listed) and `DELETE backoffice/draw-calendar/{game}/{date}` removes one
 * (E10409 while its round is live or has slips); writes are for operators and answer the whole calendar.
 */
import { DRAW_GAMES, callRoute, type HttpClient } from 'shared-contracts';

/** The games whose rounds come from the calendar: the catalogue's draw games on a date TABLE (UG, BAA, GSB). */
export const TABLE_GAME_CODES: readonly string[] = DRAW_GAMES.filter((g) => g.schedule?.calendar === 'TABLE').map(
  (g) => g.code,
);

export const fetchDrawCalendar = (api: HttpClient, game: string) =>
  callRoute(api, 'GET /backoffice/draw-calendar/:game', { params: { game } });

export const addDrawDate = (api: HttpClient, game: string, drawDate: string) =>
  callRoute(api, 'POST /backoffice/draw-calendar/:game', { params: { game }, body: { draw_date: drawDate } });

export const removeDrawDate = (api: HttpClient, game: string, drawDate: string) =>
  callRoute(api, 'DELETE /backoffice/draw-calendar/:game/:date', { params: { game, date: drawDate } });
