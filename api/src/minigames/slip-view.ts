/**
 * A mini-game slip as the player sees it (`streakSlipData`): stake, running payout and the next win's payout in
 * baht, the calls made, and the fairness record: the commitment and client seed from the start, the server seed
 * only once the slip ended (docs/game-rules.md "Provable fairness").
 */
import type { Selectable } from 'kysely';
import { nextPayoutSatang, satangToBaht, type StreakSlipData } from 'shared-contracts';
import type { MinigameSlipsTable } from '../db/schema';
import type { DbOrTrx } from '../db/transaction';
import { streakGame } from './streak-game';

export type SlipRow = Selectable<MinigameSlipsTable>;

const SLUG_OF_CODE = { CT: 'cointossing', PYC: 'paoyingchub' } as const;

/** The views of `rows`, in their order, with their steps and seeds loaded in two queries. */
export async function slipViews(db: DbOrTrx, rows: readonly SlipRow[]): Promise<StreakSlipData[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const steps = await db
    .selectFrom('minigame_steps')
    .selectAll()
    .where('slip_id', 'in', ids)
    .orderBy('slip_id')
    .orderBy('step')
    .execute();
  const seeds = await db
    .selectFrom('minigame_seeds')
    .select(['id', 'commitment', 'server_seed', 'revealed_at'])
    .where('id', 'in', [...new Set(rows.map((r) => r.seed_id))])
    .execute();
  const seedById = new Map(seeds.map((s) => [s.id, s]));
  return rows.map((r) => {
    const seed = seedById.get(r.seed_id)!;
    const game = streakGame(SLUG_OF_CODE[r.game_code]);
    const open = r.status === 'OPEN';
    const next = nextPayoutSatang(r.payout_satang, r.multiplier_x100);
    return {
      slip_id: r.slip_code,
      game: game.slug,
      game_code: r.game_code,
      status: r.status,
      total_bet: satangToBaht(r.stake_satang),
      multiplier: r.multiplier_x100 / 100,
      payout: satangToBaht(r.payout_satang),
      next_payout: open && next <= r.max_payout_satang ? satangToBaht(next) : null,
      max_payout: satangToBaht(r.max_payout_satang),
      wins: r.wins,
      is_use_coin: false,
      remark: r.remark,
      steps: steps
        .filter((s) => s.slip_id === r.id)
        .map((s) => ({
          step: s.step,
          guess: s.guess,
          outcome: s.outcome,
          result: s.result,
          payout_after: satangToBaht(s.payout_after_satang),
          created_at: s.created_at.toISOString(),
        })),
      fairness: {
        commitment: seed.commitment,
        client_seed: r.client_seed,
        nonce: r.nonce,
        // the seed is revealed with the slip's end, never before (the pair is renewed at that moment)
        server_seed: !open && seed.revealed_at ? seed.server_seed : null,
      },
      created_at: r.created_at.toISOString(),
      ended_at: r.ended_at ? r.ended_at.toISOString() : null,
    };
  });
}

/** One slip's view. */
export async function slipView(db: DbOrTrx, row: SlipRow): Promise<StreakSlipData> {
  return (await slipViews(db, [row]))[0]!;
}
