/**
 * Each yeekee round's secret (docs/game-rules.md "Yeekee": nobody can choose or predict R before the close).
 *
 * - The secret of round `id` is HMAC-SHA256(key = YEEKEE_SECRET_KEY, message = `yeekee-secret:v1:<id>`), as 64
 *   lowercase hex characters: fixed by the key for every round ahead, and never stored before the close. The
 *   key is configuration, not data: reading the database gives no secret of a round still taking shots.
 * - Its commitment is SHA-256 of that 64-character string (UTF-8), in hex (the mini-games' convention,
 *   shared-contracts `sha256Hex`), stored in `yeekee_rounds.secret_hash` before the round opens
 *   (`commitYeekeeSecrets`, every scheduler pass) and published on every view of the round.
 * - At the close the secret is derived again, checked against the stored commitment (a changed key cannot
 *   reveal the committed secret: `revealYeekeeSecret` returns null and the round is void), stored and published,
 *   and shared-contracts `computeYeekeeResult` adds its value modulo 100000 to R.
 */
import crypto from 'node:crypto';
import type { AppContext } from '../../context';
import type { DbOrTrx } from '../../db/transaction';
import { YEEKEE_GAME } from '../rounds/draw-games';

/** The round's secret: 64 lowercase hex characters. */
export function deriveYeekeeSecret(key: string, roundId: number): string {
  return crypto.createHmac('sha256', key).update(`yeekee-secret:v1:${roundId}`).digest('hex');
}

/** SHA-256 (hex) of a secret written as 64 hex characters: the published commitment. */
export function yeekeeSecretHash(secret: string): string {
  return crypto.createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** The commitment of round `roundId` under the configured key. */
export function yeekeeCommitment(ctx: Pick<AppContext, 'config'>, roundId: number): string {
  return yeekeeSecretHash(deriveYeekeeSecret(ctx.config.yeekeeSecretKey, roundId));
}

/** How many rounds one pass commits at most (far more than the planner keeps ahead). */
const COMMIT_BATCH = 1000;

/**
 * Scheduler job: stores the commitment of every yeekee round not yet closed that has none (its counter row is
 * created with it), so each round's `secret_hash` is published before it opens. Returns how many rounds it
 * committed. Idempotent: a row that exists keeps its commitment (`on conflict do nothing`).
 */
export async function commitYeekeeSecrets(ctx: Pick<AppContext, 'config'>, trx: DbOrTrx): Promise<number> {
  const rounds = await trx
    .selectFrom('rounds as r')
    .leftJoin('yeekee_rounds as y', 'y.round_id', 'r.id')
    .select('r.id')
    .where('r.game_code', '=', YEEKEE_GAME.code)
    .where('r.state', 'in', ['scheduled', 'open', 'closed'])
    .where('y.round_id', 'is', null)
    .orderBy('r.open_at')
    .limit(COMMIT_BATCH)
    .execute();
  if (rounds.length === 0) return 0;
  const inserted = await trx
    .insertInto('yeekee_rounds')
    .values(rounds.map((r) => ({ round_id: r.id, shot_count: 0, secret_hash: yeekeeCommitment(ctx, r.id) })))
    .onConflict((oc) => oc.column('round_id').doNothing())
    .returning('round_id')
    .execute();
  return inserted.length;
}

/**
 * The secret to reveal at the close of a round whose stored commitment is `secretHash`: the derived secret when
 * its SHA-256 equals the commitment, else null (the key changed since the commitment: the round cannot be
 * resulted honestly). A round with no commitment (its shots were taken before secrets existed) has no secret:
 * `undefined`, and R is computed without one.
 */
export function revealYeekeeSecret(
  ctx: Pick<AppContext, 'config'>,
  roundId: number,
  secretHash: string | null,
): string | null | undefined {
  if (secretHash === null) return undefined;
  const secret = deriveYeekeeSecret(ctx.config.yeekeeSecretKey, roundId);
  return yeekeeSecretHash(secret) === secretHash ? secret : null;
}
