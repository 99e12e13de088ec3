/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read loosely in tests; the routes' zod schemas check them */
/**
 * Helpers of the mini-game suites: PATCH through the app (the harness's client has no PATCH), and the guess that
 * wins, loses or draws the open slip's next step, computed from its server seed in the database with the same
 * shared function the server uses (docs/game-rules.md "Provable fairness"), so a test plays a streak it knows.
 */
import { HANDS, playStep, type Hand, type StreakGame } from 'shared-contracts';
import type { Res, TestApp } from './harness';

/** `PATCH /api/v1{url}` as `token`, with an optional Idempotency-Key. */
export async function patch(t: TestApp, url: string, body: unknown, token: string, key?: string): Promise<Res> {
  const res = await t.app.inject({
    method: 'PATCH',
    url: `/api/v1${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

/** The guess that gives `want` on the player's open slip's next step. */
export async function guessFor(
  t: TestApp,
  game: StreakGame,
  slipId: string,
  want: 'WIN' | 'LOSE' | 'DRAW',
): Promise<string> {
  const row = await t.database.db
    .selectFrom('minigame_slips as s')
    .innerJoin('minigame_seeds as k', 'k.id', 's.seed_id')
    .select(['k.server_seed', 's.client_seed', 's.nonce', 's.steps'])
    .where('s.slip_code', '=', slipId)
    .executeTakeFirstOrThrow();
  const seeds = { serverSeed: row.server_seed, clientSeed: row.client_seed, nonce: row.nonce };
  const guesses: readonly string[] = game === 'cointossing' ? ['HEAD', 'TAIL'] : (HANDS as readonly Hand[]);
  for (const guess of guesses) if ((await playStep(game, seeds, row.steps, guess)).result === want) return guess;
  throw new Error(`no guess gives ${want} on ${slipId} step ${row.steps}`);
}

/** Plays one step of the open slip with the guess that gives `want`; returns the response. */
export async function playFor(
  t: TestApp,
  game: StreakGame,
  token: string,
  slipId: string,
  want: 'WIN' | 'LOSE' | 'DRAW',
): Promise<Res<any>> {
  return patch(t, `/${game}/bet`, { guess: await guessFor(t, game, slipId, want) }, token);
}
