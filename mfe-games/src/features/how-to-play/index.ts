/** The public face of the how-to-play feature: other features import only what is exported here. */
export { HowToPlayTab } from './components/HowToPlayTab';
