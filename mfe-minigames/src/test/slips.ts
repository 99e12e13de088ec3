/**
 * Test-only fixtures: mini-game slips as the api answers them, with outcomes drawn by the shared provably-fair
 * functions from a fixed seed, so the verify view's ✓ is the real computation's.
 */
import {
  nextPayoutSatang,
  playStep,
  satangToBaht,
  sha256Hex,
  type MiniGameCloseStatusData,
  type StreakGame,
  type StreakSlipData,
} from 'shared-contracts';

export const SERVER_SEED = '5f'.repeat(32);

/** The public close-status of an open game with the default limits. */
export function openStatus(game: StreakGame): MiniGameCloseStatusData {
  return { game, is_closed: false, reason: null, multiplier: 1.96, min_bet: 1, max_bet: 100, max_payout: 100000 };
}

/** A slip of `stake` baht after `guesses`, each outcome computed from SERVER_SEED; ended when `status` says. */
export async function slipAfter(
  game: StreakGame,
  guesses: string[],
  opts: { stake?: number; status?: 'OPEN' | 'LOST' | 'CASHED_OUT'; slipId?: string } = {},
): Promise<StreakSlipData> {
  const stake = opts.stake ?? 10;
  let payout = stake * 100;
  let wins = 0;
  const steps = [];
  for (const [step, guess] of guesses.entries()) {
    const { outcome, result } = await playStep(
      game,
      { serverSeed: SERVER_SEED, clientSeed: 'seed-of-C0001', nonce: 0 },
      step,
      guess,
    );
    if (result === 'WIN') {
      payout = nextPayoutSatang(payout, 196);
      wins += 1;
    }
    if (result === 'LOSE') payout = 0;
    steps.push({
      step,
      guess,
      outcome,
      result,
      payout_after: satangToBaht(payout),
      created_at: '2026-05-02T03:00:00.000Z',
    });
  }
  const status = opts.status ?? (steps.some((s) => s.result === 'LOSE') ? 'LOST' : 'OPEN');
  return {
    slip_id: opts.slipId ?? (game === 'cointossing' ? 'CT00000007' : 'PYC00000007'),
    game,
    game_code: game === 'cointossing' ? 'CT' : 'PYC',
    status,
    total_bet: stake,
    multiplier: 1.96,
    payout: satangToBaht(payout),
    next_payout: status === 'OPEN' ? satangToBaht(nextPayoutSatang(payout, 196)) : null,
    max_payout: 100000,
    wins,
    is_use_coin: false,
    remark: '',
    steps,
    fairness: {
      commitment: await sha256Hex(SERVER_SEED),
      client_seed: 'seed-of-C0001',
      nonce: 0,
      server_seed: status === 'OPEN' ? null : SERVER_SEED,
    },
    created_at: '2026-05-02T03:00:00.000Z',
    ended_at: status === 'OPEN' ? null : '2026-05-02T03:01:00.000Z',
  };
}

/** The guesses that win (or lose) every one of `count` steps of a coin-toss slip on SERVER_SEED. */
export async function coinGuesses(results: ('WIN' | 'LOSE')[]): Promise<string[]> {
  const guesses: string[] = [];
  for (const [step, want] of results.entries()) {
    const { outcome } = await playStep(
      'cointossing',
      { serverSeed: SERVER_SEED, clientSeed: 'seed-of-C0001', nonce: 0 },
      step,
      'HEAD',
    );
    const other = outcome === 'HEAD' ? 'TAIL' : 'HEAD';
    guesses.push(want === 'WIN' ? outcome : other);
  }
  return guesses;
}
