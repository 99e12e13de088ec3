/**
 * Provable fairness of the mini-games (docs/game-rules.md "Provable fairness"): ONE algorithm for the server,
 * the browser's verify view and any player's own script, so all three agree bit for bit.
 *
 * - Server seed: 32 CSPRNG bytes as 64 lowercase hex characters. Commitment: SHA-256 of that 64-character
 *   string (UTF-8), in hex, shown before the first step; the seed is revealed when the slip ends.
 * - Client seed: the player's, at most 64 printable characters. Nonce: the slips already played on the seed
 *   pair. Step: the call's index within the slip, from 0 (a rock-paper-scissors draw is a step too).
 * - A step: HMAC-SHA256(key = the server seed string as UTF-8, message = `${clientSeed}:${nonce}:${step}`);
 *   the first 4 bytes as a big-endian unsigned integer u. Coin toss: HEAD if u < 2^31, else TAIL.
 *   Rock-paper-scissors: u ≥ 3 × floor(2^32 / 3) is rejected and the next 4 bytes are read; after the 8
 *   words of a block, the next block is the HMAC of the message with `:${round}` appended (round 1, 2, ...).
 *   The house's hand is u mod 3 (0 rock, 1 paper, 2 scissors).
 *
 * Web Crypto only (`globalThis.crypto.subtle`: Node 20 and every browser), so it is async. Pure otherwise.
 */

/** A face of the coin. */
export type CoinFace = 'HEAD' | 'TAIL';
/** A hand of rock-paper-scissors, in the order of `u mod 3`. */
export type Hand = 'ROCK' | 'PAPER' | 'SCISSORS';
/** What one step did to the streak: a win goes on, a loss ends the slip, a draw replays. */
export type StepResult = 'WIN' | 'LOSE' | 'DRAW';
/** The two streak games, by catalogue slug. */
export type StreakGame = 'cointossing' | 'paoyingchub';

export const COIN_FACES: readonly CoinFace[] = ['HEAD', 'TAIL'];
export const HANDS: readonly Hand[] = ['ROCK', 'PAPER', 'SCISSORS'];

/** 2^32 words at or above this are rejected for a 3-way pick (3 × floor(2^32 / 3) = 2^32 − 1). */
export const RPS_REJECT_FROM = 3 * Math.floor(2 ** 32 / 3);
/** A server seed as written: 64 lowercase hex characters. */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** A client seed: 1 to 64 printable ASCII characters (space to tilde). */
export const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;

const encoder = new TextEncoder();

function subtle() {
  const s = globalThis.crypto?.subtle;
  if (!s) throw new Error('Web Crypto (crypto.subtle) is not available here: a secure context is needed');
  return s;
}

function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** SHA-256 of a text (UTF-8), lowercase hex: the commitment of a server seed. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await subtle().digest('SHA-256', encoder.encode(text))));
}

/** The 32 bytes of HMAC-SHA256(key = `key` as UTF-8, message as UTF-8). */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const k = await subtle().importKey('raw', encoder.encode(key), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return new Uint8Array(await subtle().sign('HMAC', k, encoder.encode(message)));
}

/** The HMAC message of a step: `${clientSeed}:${nonce}:${step}`, then `:${round}` for the extra blocks. */
export function stepMessage(clientSeed: string, nonce: number, step: number, round = 0): string {
  const base = `${clientSeed}:${nonce}:${step}`;
  return round === 0 ? base : `${base}:${round}`;
}

/** The big-endian unsigned 32-bit word at byte `offset`. */
export function wordAt(bytes: Uint8Array, offset: number): number {
  return ((bytes[offset]! << 24) >>> 0) + (bytes[offset + 1]! << 16) + (bytes[offset + 2]! << 8) + bytes[offset + 3]!;
}

/** Coin toss from one HMAC block: HEAD when its first word is below 2^31. */
export function coinFromBlock(block: Uint8Array): CoinFace {
  return wordAt(block, 0) < 2 ** 31 ? 'HEAD' : 'TAIL';
}

/** The house's hand from one HMAC block: the first accepted word mod 3, or null when all 8 are rejected. */
export function handFromBlock(block: Uint8Array): Hand | null {
  for (let offset = 0; offset + 4 <= block.length; offset += 4) {
    const u = wordAt(block, offset);
    if (u < RPS_REJECT_FROM) return HANDS[u % 3]!;
  }
  return null;
}

/** The coin of one step. */
export async function coinOutcome(serverSeed: string, clientSeed: string, nonce: number, step: number) {
  return coinFromBlock(await hmacSha256(serverSeed, stepMessage(clientSeed, nonce, step)));
}

/** The house's hand of one step (rejection sampling: no modulo bias). */
export async function houseHand(serverSeed: string, clientSeed: string, nonce: number, step: number): Promise<Hand> {
  for (let round = 0; ; round += 1) {
    const hand = handFromBlock(await hmacSha256(serverSeed, stepMessage(clientSeed, nonce, step, round)));
    if (hand) return hand;
  }
}

/** What beats what: each hand beats the one before it in `HANDS` (paper beats rock...). */
export function handResult(player: Hand, house: Hand): StepResult {
  if (player === house) return 'DRAW';
  return (HANDS.indexOf(player) + 2) % 3 === HANDS.indexOf(house) ? 'WIN' : 'LOSE';
}

/** One step of a streak game: the outcome drawn (coin face or house hand) and what it means for `guess`. */
export async function playStep(
  game: StreakGame,
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  step: number,
  guess: string,
): Promise<{ outcome: CoinFace | Hand; result: StepResult }> {
  if (game === 'cointossing') {
    const outcome = await coinOutcome(seeds.serverSeed, seeds.clientSeed, seeds.nonce, step);
    return { outcome, result: outcome === guess ? 'WIN' : 'LOSE' };
  }
  const outcome = await houseHand(seeds.serverSeed, seeds.clientSeed, seeds.nonce, step);
  return { outcome, result: handResult(guess as Hand, outcome) };
}

/** A finished slip as the player sees it (snake_case: the wire's fields). */
export interface FairSlipRecord {
  game: StreakGame;
  server_seed: string;
  commitment: string;
  client_seed: string;
  nonce: number;
  steps: readonly { step: number; guess: string; outcome: string; result: string }[];
}

export interface StepCheck {
  step: number;
  guess: string;
  recorded: { outcome: string; result: string };
  computed: { outcome: CoinFace | Hand; result: StepResult };
  ok: boolean;
}

export interface SlipCheck {
  /** SHA-256 of the revealed server seed, hex. */
  computedCommitment: string;
  /** SHA-256(revealed server seed) equals the commitment shown before play. */
  commitmentOk: boolean;
  steps: StepCheck[];
  /** The steps are numbered 0, 1, 2... without a gap. */
  sequenceOk: boolean;
  ok: boolean;
}

/**
 * Recomputes a finished slip: the commitment from the revealed seed, and every step's outcome and result
 * from the seeds. Used by the verify view in the browser and by the server's tests.
 */
export async function verifySlip(slip: FairSlipRecord): Promise<SlipCheck> {
  const computedCommitment = await sha256Hex(slip.server_seed);
  const commitmentOk = computedCommitment === slip.commitment;
  const seeds = { serverSeed: slip.server_seed, clientSeed: slip.client_seed, nonce: slip.nonce };
  const steps: StepCheck[] = [];
  for (const s of slip.steps) {
    const computed = await playStep(slip.game, seeds, s.step, s.guess);
    steps.push({
      step: s.step,
      guess: s.guess,
      recorded: { outcome: s.outcome, result: s.result },
      computed,
      ok: computed.outcome === s.outcome && computed.result === s.result,
    });
  }
  const sequenceOk = slip.steps.every((s, i) => s.step === i);
  return {
    computedCommitment,
    commitmentOk,
    steps,
    sequenceOk,
    ok: commitmentOk && sequenceOk && steps.every((s) => s.ok),
  };
}
