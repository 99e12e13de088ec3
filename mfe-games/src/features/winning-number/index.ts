/** The public face of the winning-number feature: other features import only what is exported here. */
export { WinningTab } from './components/WinningTab';
