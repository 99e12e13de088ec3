/**
 * The online-lottery tabs (docs/product.md "Screens and routes"): game, history, winning number, how to, cart, success,
 * summary, search result.
 */
export type ShopView = 'game' | 'history' | 'winning' | 'howto' | 'cart' | 'success' | 'summary' | 'searchResult';

export const SHOP_VIEWS: readonly ShopView[] = [
  'game',
  'history',
  'winning',
  'howto',
  'cart',
  'success',
  'summary',
  'searchResult',
];
