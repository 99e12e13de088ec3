/** The block lists: phones and bank accounts ops keep from registering and withdrawing (lazy). */
export { LazyBlacklistPage as BlacklistPage } from './components/LazyBlacklistPage';
