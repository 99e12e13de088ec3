/** The draw calendar of the table games (UG, BAAC, GSB): list the dates, add one, remove one. */
export { DrawCalendarPage } from './components/DrawCalendarPage';
