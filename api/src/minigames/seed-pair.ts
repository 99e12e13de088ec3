/**
 * A player's seed pair per mini-game (docs/game-rules.md "Provable fairness"): a server seed of 32 CSPRNG bytes
 * written as 64 lowercase hex characters, its commitment (SHA-256 of that text, by the same shared function the
 * verify view uses) and the player's client seed (16 random hex characters until the player sets one).
 * Callers hold the player's game lock (`lockPlayerGame`), so there is never more than one unrevealed pair.
 */
import crypto from 'node:crypto';
import type { Selectable } from 'kysely';
import { sha256Hex, type RevealedSeedData, type StreakSeedData } from 'shared-contracts';
import type { Trx } from '../db/transaction';
import type { MinigameSeedsTable } from '../db/schema';
import type { StreakGameInfo } from './streak-game';

export type SeedRow = Selectable<MinigameSeedsTable>;

/** A fresh pair for the player, with `clientSeed` (a random one when not given). */
export async function createSeedPair(
  trx: Trx,
  game: StreakGameInfo,
  userId: number,
  now: Date,
  clientSeed: string = crypto.randomBytes(8).toString('hex'),
): Promise<SeedRow> {
  const serverSeed = crypto.randomBytes(32).toString('hex');
  return trx
    .insertInto('minigame_seeds')
    .values({
      user_id: userId,
      game_code: game.code,
      server_seed: serverSeed,
      commitment: await sha256Hex(serverSeed),
      client_seed: clientSeed,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The player's unrevealed pair of the game, created on first use. */
export async function activeSeedPair(trx: Trx, game: StreakGameInfo, userId: number, now: Date): Promise<SeedRow> {
  const row = await trx
    .selectFrom('minigame_seeds')
    .selectAll()
    .where('user_id', '=', userId)
    .where('game_code', '=', game.code)
    .where('revealed_at', 'is', null)
    .executeTakeFirst();
  return row ?? createSeedPair(trx, game, userId, now);
}

/**
 * Reveals the pair's server seed and draws the next pair with the same client seed (a slip ended, or the
 * player rotated or changed the client seed). Returns the revealed row and the new pair.
 */
export async function revealAndRenew(
  trx: Trx,
  game: StreakGameInfo,
  seed: SeedRow,
  now: Date,
  clientSeed = seed.client_seed,
): Promise<{ revealed: SeedRow; next: SeedRow }> {
  const revealed = await trx
    .updateTable('minigame_seeds')
    .set({ revealed_at: now })
    .where('id', '=', seed.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { revealed, next: await createSeedPair(trx, game, seed.user_id, now, clientSeed) };
}

/** The pair as the player sees it before play: the commitment, never the server seed. */
export function seedView(seed: SeedRow): StreakSeedData {
  return {
    commitment: seed.commitment,
    client_seed: seed.client_seed,
    nonce: seed.slips_played,
    created_at: seed.created_at.toISOString(),
  };
}

/** A revealed pair as the public list shows it. */
export function revealedSeedView(seed: SeedRow): RevealedSeedData {
  if (!seed.revealed_at) throw new Error(`seed ${seed.id} is not revealed`);
  return {
    commitment: seed.commitment,
    server_seed: seed.server_seed,
    slips: seed.slips_played,
    created_at: seed.created_at.toISOString(),
    revealed_at: seed.revealed_at.toISOString(),
  };
}
