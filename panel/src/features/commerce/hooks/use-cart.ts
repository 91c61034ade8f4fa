import {
  addToCart,
  type CartItem,
  type CartState,
  cartCurrency,
  clearCart,
  loadCart,
  removeFromCart,
  saveCart,
} from "@app/shared/cart";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { useCallback, useSyncExternalStore } from "react";

/**
 * The cart of docs/product.md#packages-and-checkout, persisted by the shared cart module
 * (localStorage, STORAGE_KEYS.cart) and shared with the marketing pricing cards. This is only a
 * React view of it: every change goes through the shared rules, and changes made in another tab
 * show up here too.
 */

const listeners = new Set<() => void>();
let snapshot: CartState | null = null;
let snapshotRaw: string | null | undefined;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.cart);
  } catch {
    return null;
  }
}

function getSnapshot(): CartState {
  const raw = readRaw();
  if (snapshot === null || raw !== snapshotRaw) {
    snapshotRaw = raw;
    snapshot = loadCart();
  }
  return snapshot;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cart) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

function update(change: (state: CartState) => CartState): CartState {
  const next = change(loadCart());
  saveCart(next);
  snapshot = null;
  notify();
  return next;
}

export interface AddResult {
  cart: CartState;
  /** The items the new one pushed out because they were in another currency. */
  replacedCurrency: string | null;
}

/**
 * Adds an item by the shared rules (one package per purchase, one currency per cart) and tells
 * whether items in another currency had to go, so the checkout can say so.
 */
export function addItemToStoredCart(item: CartItem): AddResult {
  let replacedCurrency: string | null = null;
  const cart = update((state) => {
    const currency = cartCurrency(state);
    const next = addToCart(state, item);
    if (next !== state && currency !== null && currency !== item.currency) replacedCurrency = currency;
    return next;
  });
  return { cart, replacedCurrency };
}

export function useCart() {
  const cart = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const add = useCallback((item: CartItem) => addItemToStoredCart(item), []);
  const remove = useCallback((id: string) => update((state) => removeFromCart(state, id)), []);
  const clear = useCallback(() => update(clearCart), []);
  return { cart, add, remove, clear };
}

/** Empties the stored cart outside React (after a completed purchase). */
export function clearStoredCart(): void {
  update(clearCart);
}
