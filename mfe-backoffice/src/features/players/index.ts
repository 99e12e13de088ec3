/** Players: search by phone or customer code, a player's card, and setting them inactive, banned or active. */
export { PlayersPage } from './components/PlayersPage';
export { StatusChip } from './components/StatusChip';
