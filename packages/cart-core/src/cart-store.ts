// The cart store: a vanilla zustand store (usable on the server and, through useStore, in React)
// whose actions are the pure transitions, persisted over the spec's browser storage keys.

import { persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { AddToCartOutcome, AddToServer } from './add-to-cart.ts';
import { applyAddOutcome, requestAdd } from './add-to-cart.ts';
import type { CartItemInput, CartItemPatch, CartState } from './cart-item.ts';
import {
  CART_STORAGE_KEYS,
  CART_STORAGE_VERSION,
  browserStorage,
  cartPersistStorage,
  createMemoryStorage,
} from './cart-storage.ts';
import type { SyncStorage } from './cart-storage.ts';
import {
  addItem,
  changeFulfilmentCenter,
  clearCart,
  decreaseQuantity,
  deleteLine,
  forgetServerCart,
  removeOne,
  setDeliveryId,
  setUndeliverable,
  updateItem,
  updateQuantity,
} from './cart-transitions.ts';

export type CartActions = {
  /** Adds through the back office (with the 'Cart not found' recovery) and stores the line on success. */
  addToCart(item: CartItemInput): Promise<AddToCartOutcome>;
  /** Stores a line the caller already has from the server; the quantity is the line's total. */
  addItem(item: CartItemInput): void;
  decreaseQuantity(saleElementId: number, remaining: number): void;
  removeOne(saleElementId: number, remaining?: number): void;
  updateQuantity(saleElementId: number, quantity: number): void;
  deleteLine(saleElementId: number): void;
  clearCart(): void;
  changeFulfilmentCenter(saleElementId: number, fulfilmentCenterId: number): void;
  updateItem(saleElementId: number, patch: CartItemPatch): void;
  setUndeliverable(saleElementId: number, undeliverable: boolean): void;
  setDeliveryId(deliveryId: number | undefined): void;
  /** Forgets cart_id and delivery_id, e.g. when another call learns the cart is gone. */
  forgetServerCart(): void;
};

export type CartStoreState = CartState & CartActions;

export type CartStoreOptions = {
  /** The POST /cart/add call. */
  addToServer: AddToServer;
  /**
   * Where the cart is kept. Defaults to window.localStorage in a browser; without a window
   * (server rendering) to a store-private memory storage, so nothing is shared between requests.
   */
  storage?: SyncStorage;
};

function cartOnly(state: CartStoreState): CartState {
  return {
    items: state.items,
    ...(state.cartId === undefined ? {} : { cartId: state.cartId }),
    ...(state.deliveryId === undefined ? {} : { deliveryId: state.deliveryId }),
  };
}

export function createCartStore(options: CartStoreOptions) {
  const storage = options.storage ?? browserStorage() ?? createMemoryStorage();

  return createStore<CartStoreState>()(
    persist(
      (set, get) => {
        // Each action applies a pure transition to the state as it is now.
        const apply = (transition: (state: CartState) => CartState) =>
          set((state) => {
            const current = cartOnly(state);
            const next = transition(current);
            // Ids are written even when undefined: zustand merges, so a dropped id must be overwritten.
            return next === current
              ? state
              : { ...state, items: next.items, cartId: next.cartId, deliveryId: next.deliveryId };
          });

        return {
          items: [],
          async addToCart(item) {
            const outcome = await requestAdd(cartOnly(get()), item, options.addToServer);
            apply((state) => applyAddOutcome(state, outcome));
            return outcome;
          },
          addItem: (item) => apply((state) => addItem(state, item)),
          decreaseQuantity: (id, remaining) => apply((state) => decreaseQuantity(state, id, remaining)),
          removeOne: (id, remaining) => apply((state) => removeOne(state, id, remaining)),
          updateQuantity: (id, quantity) => apply((state) => updateQuantity(state, id, quantity)),
          deleteLine: (id) => apply((state) => deleteLine(state, id)),
          clearCart: () => apply(clearCart),
          changeFulfilmentCenter: (id, centerId) => apply((state) => changeFulfilmentCenter(state, id, centerId)),
          updateItem: (id, patch) => apply((state) => updateItem(state, id, patch)),
          setUndeliverable: (id, flag) => apply((state) => setUndeliverable(state, id, flag)),
          setDeliveryId: (deliveryId) => apply((state) => setDeliveryId(state, deliveryId)),
          forgetServerCart: () => apply(forgetServerCart),
        };
      },
      {
        name: CART_STORAGE_KEYS.cart,
        version: CART_STORAGE_VERSION,
        storage: cartPersistStorage(storage),
        partialize: cartOnly,
      },
    ),
  );
}

export type CartStore = ReturnType<typeof createCartStore>;
