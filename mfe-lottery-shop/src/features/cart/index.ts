/** The public face of the cart feature: other features import only what is exported here. */
export { fetchCartSummary } from './api/cart-api';
export { CartMessage } from './components/CartMessage';
export { CartTab } from './components/CartTab';
export { useCart } from './hooks/useCart';
export { createCartService } from './service/cart-service';
export { CartContext, useCartService } from './service/cart-context';
export { type Cart, type CartActionOutcome } from './service/cart-types';
export { countOf } from './service/to-cart';
