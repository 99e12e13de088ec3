/** The public face of the how-to-play feature: other features import only what is exported here. */
export { HowToPlayTab } from './components/HowToPlayTab';
export { RatesTable } from './components/RatesTable';
export { ScheduleInfo } from './components/ScheduleInfo';
