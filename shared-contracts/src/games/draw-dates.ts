/**
 * Announced draw dates of the `TABLE` games (catalogue `schedule.calendar`), each table kept once: the
 * API seeds them into the draw calendar once per database (ops edit the calendar afterwards), and the
 * tests plan rounds from them. The dates are tables because holidays move draws (e.g. 2027-01-02 and
 * 2027-01-17, 2027-05-02); the server never generates "the 1st and the 16th". Bangkok dates.
 */

/** GLO period dates after the data files (the last is 2026-08-16) through mid-2027, as GLO announced them. */
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

/** BAAC (หวย ธ.ก.ส.): monthly, the 16th (moved when it is a holiday). */
export const BAAC_DRAW_DATES: readonly string[] = [
  '2026-01-16',
  '2026-02-16',
  '2026-03-16',
  '2026-04-16',
  '2026-05-16',
  '2026-06-16',
  '2026-07-16',
  '2026-08-16',
  '2026-09-16',
  '2026-10-16',
  '2026-11-16',
  '2026-12-16',
  '2027-01-16',
  '2027-02-16',
  '2027-03-16',
  '2027-04-16',
  '2027-05-16',
  '2027-06-16',
  '2027-07-16',
  '2027-08-16',
  '2027-09-16',
  '2027-10-16',
  '2027-11-16',
  '2027-12-16',
];

/**
 * GSB (หวยออมสิน): twice a month. Over the span of `UPCOMING_GLO_DRAW_DATES` its announced dates are
 * exactly the GLO dates (same days, moved with them), so that stretch is the GLO table itself.
 */
export const GSB_DRAW_DATES: readonly string[] = [
  '2026-01-16',
  '2026-02-01',
  '2026-02-16',
  '2026-03-01',
  '2026-03-16',
  '2026-04-01',
  '2026-04-16',
  '2026-05-02',
  '2026-05-16',
  '2026-06-01',
  '2026-06-16',
  '2026-07-01',
  '2026-07-16',
  '2026-08-01',
  '2026-08-16',
  ...UPCOMING_GLO_DRAW_DATES,
  '2027-06-01',
  '2027-06-16',
  '2027-07-01',
];
