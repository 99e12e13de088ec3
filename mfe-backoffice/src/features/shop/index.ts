/** Ticket shop: inventory upload from a CSV file and the promotions. */
export { ShopPage } from './components/ShopPage';
