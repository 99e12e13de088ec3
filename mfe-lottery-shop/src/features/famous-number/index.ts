/** The public face of the famous-number feature: other features import only what is exported here. */
export { famousBoxes } from './api/fetch-famous-numbers';
export { FamousNumbers } from './components/FamousNumbers';
