// Where the cart lives in the browser. The spec names cart_id and delivery_id as keys of their
// own (other code reads them), so the persisted cart is split over three keys: the lines under
// `cart` in zustand's { state, version } JSON, and the two ids as plain strings.
//
// The storage is injected: the browser passes window.localStorage, tests and the server pass
// an in-memory one. Broken or foreign values in storage are dropped, never thrown: a corrupt key
// must not stop the shop from rendering.

import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { CartItem, CartItemInput, CartState } from './cart-item.ts';
import { addItem } from './cart-transitions.ts';

/** The synchronous part of the Web Storage API that the cart uses (window.localStorage fits). */
export type SyncStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

export const CART_STORAGE_KEYS = {
  cart: 'cart',
  cartId: 'cart_id',
  deliveryId: 'delivery_id',
} as const;

/** Bump when the stored line shape changes incompatibly; older stored lines are then dropped. */
export const CART_STORAGE_VERSION = 1;

export function createMemoryStorage(): SyncStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** window.localStorage when there is a window and it may be used (not on the server). */
export function browserStorage(): SyncStorage | undefined {
  try {
    return (globalThis as { window?: { localStorage?: SyncStorage } }).window?.localStorage;
  } catch {
    // Some browsers throw on access when site data is blocked.
    return undefined;
  }
}

function parseId(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const id = typeof value === 'string' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function isStoredLine(value: unknown): value is CartItemInput {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Partial<Record<keyof CartItem, unknown>>;
  return typeof line.PRODUCT_SALE_ELEMENT === 'number' && typeof line.quantity === 'number';
}

function parseLines(raw: string | null): { items: CartItem[]; version: number } | undefined {
  if (raw === null) return undefined;
  try {
    const stored = JSON.parse(raw) as { state?: { items?: unknown }; version?: unknown };
    const lines = Array.isArray(stored.state?.items) ? (stored.state.items as unknown[]) : [];
    // Re-adding each line restores the invariants (one line per sale element, step multiples).
    const state = lines.filter(isStoredLine).reduce<CartState>(addItem, { items: [] });
    const version = typeof stored.version === 'number' ? stored.version : CART_STORAGE_VERSION;
    return { items: [...state.items], version };
  } catch {
    return undefined;
  }
}

function writeId(storage: SyncStorage, key: string, id: number | undefined): void {
  if (id === undefined) storage.removeItem(key);
  else storage.setItem(key, String(id));
}

/** A zustand persist storage that spreads CartState over the spec's keys in `storage`. */
export function cartPersistStorage(storage: SyncStorage): PersistStorage<CartState> {
  return {
    getItem(name): StorageValue<CartState> | null {
      const lines = parseLines(storage.getItem(name));
      const cartId = parseId(storage.getItem(CART_STORAGE_KEYS.cartId));
      const deliveryId = parseId(storage.getItem(CART_STORAGE_KEYS.deliveryId));
      if (!lines && cartId === undefined && deliveryId === undefined) return null;
      return {
        state: {
          items: lines?.items ?? [],
          ...(cartId === undefined ? {} : { cartId }),
          ...(deliveryId === undefined ? {} : { deliveryId }),
        },
        version: lines?.version ?? CART_STORAGE_VERSION,
      };
    },
    setItem(name, value) {
      try {
        storage.setItem(name, JSON.stringify({ state: { items: value.state.items }, version: value.version }));
        writeId(storage, CART_STORAGE_KEYS.cartId, value.state.cartId);
        writeId(storage, CART_STORAGE_KEYS.deliveryId, value.state.deliveryId);
      } catch (error) {
        // A full or blocked storage loses persistence, not the cart in memory.
        console.warn('Could not save the cart to browser storage', error);
      }
    },
    removeItem(name) {
      storage.removeItem(name);
      storage.removeItem(CART_STORAGE_KEYS.cartId);
      storage.removeItem(CART_STORAGE_KEYS.deliveryId);
    },
  };
}
