/**
 * Test-only: a recorded yeekee round of twenty shots, oldest first (docs/game-rules.md "Yeekee"): sum 814,686,
 * the 16th most recent shot (seq 5) 99,999, so R = 714,687 → 3 top 687, 2 top 87, 2 bottom 14. The pure rule's
 * tests and the api's round tests both play it.
 */
export const TWENTY_YEEKEE_SHOTS: readonly string[] = [
  '48213',
  '00917',
  '75530',
  '12345',
  '99999',
  '31415',
  '27182',
  '16180',
  '00001',
  '86420',
  '24680',
  '13579',
  '55555',
  '70707',
  '00000',
  '43210',
  '98765',
  '11111',
  '60606',
  '38271',
];
