/** The public face of the cart feature: other features import only what is exported here. */
export { fetchCartSummary } from './api/cart-api';
export { CartMessage } from './components/CartMessage';
export { CartTab } from './components/CartTab';
export { useCart } from './hooks/useCart';
export { useSecondsUntil } from './hooks/useSecondsUntil';
export { type Cart, type CartActionOutcome } from './service/cart-types';
export { countOf } from './service/to-cart';
