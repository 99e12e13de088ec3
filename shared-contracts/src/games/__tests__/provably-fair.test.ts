/**
 * docs/game-rules.md "Provable fairness": the shared outcome function agrees with an independent script
 * (node:crypto), is unbiased over 100,000 steps (chi-square at p = 0.001, fixed seeds so it cannot flake),
 * rejects the one biased word of rock-paper-scissors, and `verifySlip` accepts a true record and refuses a
 * changed seed, outcome or commitment.
 */
import { createHash, createHmac } from 'node:crypto';
import {
  RPS_REJECT_FROM,
  coinFromBlock,
  coinOutcome,
  handFromBlock,
  handResult,
  houseHand,
  playStep,
  sha256Hex,
  stepMessage,
  verifySlip,
  type FairSlipRecord,
} from '../provably-fair';

jest.setTimeout(120_000);

/** A deterministic server seed: 64 lowercase hex characters. */
const seedOf = (label: string) => createHash('sha256').update(label).digest('hex');

/** Chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}
/**
 * `count` results of `one(i)`, i = 0..count-1, in index order; a thousand at a time in flight, so Web Crypto's
 * calls overlap (one after another, 200,000 HMACs took a minute of the suite).
 */
async function inBatches<T>(count: number, one: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += 1000) {
    const size = Math.min(1000, count - start);
    out.push(...(await Promise.all(Array.from({ length: size }, (_, j) => one(start + j)))));
  }
  return out;
}

/** Critical values at p = 0.001: df 1 (coin) and df 2 (rock-paper-scissors). */
const CHI2_P001 = { 1: 10.828, 2: 13.816 } as const;

describe('provably fair outcomes', () => {
  it('commits to a seed with SHA-256 of its 64-character text, as any script computes it', async () => {
    const seed = seedOf('commitment');
    expect(await sha256Hex(seed)).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
  });

  it("draws each step exactly as a player's own HMAC-SHA256 script does", async () => {
    const serverSeed = seedOf('script');
    for (let step = 0; step < 50; step += 1) {
      const block = createHmac('sha256', serverSeed).update(`my-seed:3:${step}`).digest();
      const u = block.readUInt32BE(0);
      expect(await coinOutcome(serverSeed, 'my-seed', 3, step)).toBe(u < 2 ** 31 ? 'HEAD' : 'TAIL');
      // u < 2^32 - 1 for these seeds: the first word is accepted
      expect(await houseHand(serverSeed, 'my-seed', 3, step)).toBe(['ROCK', 'PAPER', 'SCISSORS'][u % 3]);
    }
  });

  it('rejects the biased word of a 3-way pick and reads the next one, then the next block', () => {
    expect(RPS_REJECT_FROM).toBe(2 ** 32 - 1);
    const block = new Uint8Array(32).fill(0xff);
    expect(handFromBlock(block)).toBeNull();
    block.set([0, 0, 0, 5], 4); // word 1 = 5 → 5 mod 3 = 2
    expect(handFromBlock(block)).toBe('SCISSORS');
    expect(coinFromBlock(block)).toBe('TAIL');
    expect(stepMessage('c', 0, 7)).toBe('c:0:7');
    expect(stepMessage('c', 0, 7, 2)).toBe('c:0:7:2');
  });

  it('pays paper over rock, scissors over paper, rock over scissors, and draws a tie', () => {
    expect(handResult('PAPER', 'ROCK')).toBe('WIN');
    expect(handResult('SCISSORS', 'PAPER')).toBe('WIN');
    expect(handResult('ROCK', 'SCISSORS')).toBe('WIN');
    expect(handResult('ROCK', 'PAPER')).toBe('LOSE');
    expect(handResult('PAPER', 'SCISSORS')).toBe('LOSE');
    expect(handResult('SCISSORS', 'ROCK')).toBe('LOSE');
    expect(handResult('PAPER', 'PAPER')).toBe('DRAW');
  });

  it('tosses a fair coin over 100,000 steps (chi-square, 1 degree of freedom, p = 0.001)', async () => {
    const serverSeed = seedOf('coin-fairness');
    const counts = [0, 0];
    // 1,000 slips of 100 steps on one pair
    const faces = await inBatches(100_000, (i) =>
      coinOutcome(serverSeed, 'fairness-client', Math.floor(i / 100), i % 100),
    );
    for (const face of faces) counts[face === 'HEAD' ? 0 : 1]! += 1;
    expect(chiSquare(counts)).toBeLessThan(CHI2_P001[1]);
  });

  it("throws the house's hands evenly over 100,000 steps (chi-square, 2 degrees of freedom, p = 0.001)", async () => {
    const serverSeed = seedOf('rps-fairness');
    const counts = { ROCK: 0, PAPER: 0, SCISSORS: 0 };
    const results = { WIN: 0, LOSE: 0, DRAW: 0 };
    const steps = await inBatches(100_000, (i) =>
      playStep(
        'paoyingchub',
        { serverSeed, clientSeed: 'fairness-client', nonce: Math.floor(i / 100) },
        i % 100,
        'ROCK',
      ),
    );
    for (const step of steps) {
      counts[step.outcome as keyof typeof counts] += 1;
      results[step.result] += 1;
    }
    expect(chiSquare(Object.values(counts))).toBeLessThan(CHI2_P001[2]);
    expect(chiSquare(Object.values(results))).toBeLessThan(CHI2_P001[2]);
  });
});

describe('verifySlip', () => {
  async function finishedSlip(): Promise<FairSlipRecord> {
    const serverSeed = seedOf('verify');
    const seeds = { serverSeed, clientSeed: 'lucky-7', nonce: 0 };
    const steps = [];
    for (let step = 0; step < 6; step += 1) {
      const guess = ['ROCK', 'PAPER', 'SCISSORS'][step % 3]!;
      const { outcome, result } = await playStep('paoyingchub', seeds, step, guess);
      steps.push({ step, guess, outcome, result });
    }
    return {
      game: 'paoyingchub',
      server_seed: serverSeed,
      commitment: await sha256Hex(serverSeed),
      client_seed: 'lucky-7',
      nonce: 0,
      steps,
    };
  }

  it('accepts a true record: the commitment matches and every step recomputes', async () => {
    const check = await verifySlip(await finishedSlip());
    expect(check.ok).toBe(true);
    expect(check.commitmentOk).toBe(true);
    expect(check.steps.map((s) => s.ok)).toEqual([true, true, true, true, true, true]);
  });

  it('fails a changed server seed, a changed outcome, a changed client seed and a reordered step', async () => {
    const slip = await finishedSlip();
    const otherSeed = seedOf('another');
    const changedSeed = await verifySlip({ ...slip, server_seed: otherSeed });
    expect(changedSeed.commitmentOk).toBe(false);
    expect(changedSeed.ok).toBe(false);

    const flipped = slip.steps.map((s, i) =>
      i === 2 ? { ...s, outcome: s.outcome === 'ROCK' ? 'PAPER' : 'ROCK' } : s,
    );
    const changedOutcome = await verifySlip({ ...slip, steps: flipped });
    expect(changedOutcome.commitmentOk).toBe(true);
    expect(changedOutcome.steps[2]!.ok).toBe(false);
    expect(changedOutcome.ok).toBe(false);

    // another client seed draws other hands: at least one of six steps no longer matches
    expect((await verifySlip({ ...slip, client_seed: 'lucky-8' })).ok).toBe(false);
    expect((await verifySlip({ ...slip, steps: [...slip.steps].reverse() })).sequenceOk).toBe(false);
  });
});
