/** The picture of each hand of rock-paper-scissors. */
export const HAND_EMOJI: Record<string, string> = { ROCK: '✊', PAPER: '✋', SCISSORS: '✌️' };
