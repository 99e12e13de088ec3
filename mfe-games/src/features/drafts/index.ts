/** The public face of the drafts feature: other features import only what is exported here. */
export { DraftsPanel } from './components/DraftsPanel';
