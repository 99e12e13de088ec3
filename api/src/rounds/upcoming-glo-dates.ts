/**
 * GLO period dates after the data files (2026-08-16) through mid-2027 seeded into the draw calendar (real dates as GLO announced them; holidays
 * move draws, e.g. 2027-01-02 and 2027-01-17, 2027-05-02). Ops edit the calendar afterwards; the
 * server never generates "the 1st and the 16th".
 */
export const UPCOMING_GLO_DRAW_DATES: readonly string[] = [
  '2026-09-01',
  '2026-09-16',
  '2026-10-01',
  '2026-10-16',
  '2026-11-01',
  '2026-11-16',
  '2026-12-01',
  '2026-12-16',
  '2027-01-02',
  '2027-01-17',
  '2027-02-01',
  '2027-02-16',
  '2027-03-01',
  '2027-03-16',
  '2027-04-01',
  '2027-04-16',
  '2027-05-02',
  '2027-05-16',
];
