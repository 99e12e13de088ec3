/** The public face of the yeekee feature: other features import only what is exported here. */
export { yeekeeLobby } from './yeekee-lobby';
