/** The public face of the famous-numbers feature: other features import only what is exported here. */
export { FamousNumbers } from './components/FamousNumbers';
