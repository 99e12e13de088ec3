/** The public face of the search feature: other features import only what is exported here. */
export { SearchPanel } from './components/SearchPanel';
export { SearchResults } from './components/SearchResults';
