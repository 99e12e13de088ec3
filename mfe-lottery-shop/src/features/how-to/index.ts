/** The public face of the how-to feature: other features import only what is exported here. */
export { HowToTab } from './components/HowToTab';
