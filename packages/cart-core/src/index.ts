export type {
  CartItem,
  CartItemInput,
  CartItemPatch,
  CartState,
  CartVariation,
  CartVariationSize,
} from './cart-item.ts';
export { emptyCart } from './cart-item.ts';
export { roundToStep, stepOf } from './quantity-step.ts';
export {
  addItem,
  changeFulfilmentCenter,
  clearCart,
  decreaseQuantity,
  deleteLine,
  findLine,
  forgetServerCart,
  removeOne,
  setCartId,
  setDeliveryId,
  setUndeliverable,
  updateItem,
  updateQuantity,
} from './cart-transitions.ts';
export type { CartTotals, LineTotal } from './cart-totals.ts';
export { cartTotals, lineTotal } from './cart-totals.ts';
export type {
  AddToCartFailureReason,
  AddToCartOutcome,
  AddToServer,
  AddToServerRequest,
  AddToServerResponse,
} from './add-to-cart.ts';
export { CART_NOT_FOUND, addToCart, applyAddOutcome, isCartNotFound, requestAdd } from './add-to-cart.ts';
export type { SyncStorage } from './cart-storage.ts';
export {
  CART_STORAGE_KEYS,
  CART_STORAGE_VERSION,
  browserStorage,
  cartPersistStorage,
  createMemoryStorage,
} from './cart-storage.ts';
export type { CartActions, CartStore, CartStoreOptions, CartStoreState } from './cart-store.ts';
export { createCartStore } from './cart-store.ts';
