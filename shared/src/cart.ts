/**
 * The cart of docs/product.md#packages-and-checkout as pure functions, shared by the marketing
 * pricing cards and the panel's checkout, plus a tiny adapter that persists it to localStorage
 * (STORAGE_KEYS.cart).
 *
 * Rules: an item is added only when its id is absent; the total is the sum of the prices; one
 * currency per cart (an item in another currency replaces the cart); one package per purchase (a
 * package replaces the package already there). Prices are integers in the currency's minor unit.
 */
import type { Locale } from "./constants.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

export const CART_ITEM_TYPES = ["package", "service"] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

export interface CartItem {
  /** The package's or service's uuid. */
  id: string;
  name: string;
  price: number;
  currency: string;
  type: CartItemType;
  days: number;
  timeframe: string | null;
}

export interface CartState {
  items: CartItem[];
  total: number;
  open: boolean;
}

export const EMPTY_CART: CartState = Object.freeze({ items: [], total: 0, open: false }) as CartState;

export function cartTotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.price, 0);
}

function withItems(state: CartState, items: CartItem[]): CartState {
  return { ...state, items, total: cartTotal(items) };
}

/** The currency of the cart's items, or null when it is empty. */
export function cartCurrency(state: CartState): string | null {
  return state.items[0]?.currency ?? null;
}

export function addToCart(state: CartState, item: CartItem): CartState {
  if (state.items.some((existing) => existing.id === item.id)) return state;
  const currency = cartCurrency(state);
  let kept = currency !== null && currency !== item.currency ? [] : state.items;
  if (item.type === "package") kept = kept.filter((existing) => existing.type !== "package");
  return withItems(state, [...kept, { ...item }]);
}

export function removeFromCart(state: CartState, id: string): CartState {
  if (!state.items.some((item) => item.id === id)) return state;
  return withItems(
    state,
    state.items.filter((item) => item.id !== id),
  );
}

export function clearCart(state: CartState): CartState {
  return { ...state, items: [], total: 0 };
}

export function setCartOpen(state: CartState, open: boolean): CartState {
  return state.open === open ? state : { ...state, open };
}

/** A package as the API lists it (GET /api/packages-subscriptions), reduced to what the cart needs. */
export interface PackageLike {
  uuid: string;
  namePackage: string;
  price: number;
  currency: string;
  timeFrame: string | null;
  days: number;
}

export function packageToCartItem(pkg: PackageLike): CartItem {
  return {
    id: pkg.uuid,
    name: pkg.namePackage,
    price: pkg.price,
    currency: pkg.currency,
    type: "package",
    days: pkg.days,
    timeframe: pkg.timeFrame,
  };
}

/**
 * Currency digits and formatters are kept, formatters one per language and currency: making one loads the currency's data, about
 * 3 ms on a phone, and the pricing cards drew six of them in one task (docs/decisions/076). Null for
 * a code Intl does not know.
 */
const digitsByCurrency = new Map<string, number>();
const priceFormats = new Map<string, Intl.NumberFormat | null>();

/**
 * Digits after the decimal point of a currency's minor unit. IDR amounts are whole rupiah
 * (docs/architecture.md#money-time-and-ids), whatever ISO 4217 says; other currencies follow Intl's
 * data.
 */
export function currencyDigits(currency: string): number {
  if (currency.toUpperCase() === "IDR") return 0;
  const known = digitsByCurrency.get(currency);
  if (known !== undefined) return known;
  let digits = 2;
  try {
    digits = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    // a code Intl does not know: two digits
  }
  digitsByCurrency.set(currency, digits);
  return digits;
}

function priceFormat(locale: string, currency: string): Intl.NumberFormat | null {
  const key = `${locale}|${currency}`;
  const known = priceFormats.get(key);
  if (known !== undefined) return known;
  const digits = currencyDigits(currency);
  let format: Intl.NumberFormat | null = null;
  try {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  } catch {
    format = null;
  }
  priceFormats.set(key, format);
  return format;
}

/** Formats an integer minor-unit amount in the page locale: formatPrice(49000, "IDR", "id") → "Rp 49.000". */
export function formatPrice(amount: number, currency: string, locale: Locale): string {
  const format = priceFormat(locale, currency);
  if (!format) return `${currency} ${amount}`;
  return format.format(amount / 10 ** currencyDigits(currency));
}

// ---- persistence --------------------------------------------------------------------------------

/** The part of the Storage interface the adapter uses (localStorage in the browser). */
export interface CartStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function defaultStorage(): CartStorage | null {
  try {
    return (globalThis as { localStorage?: CartStorage }).localStorage ?? null;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    typeof v.name === "string" &&
    typeof v.price === "number" &&
    Number.isFinite(v.price) &&
    typeof v.currency === "string" &&
    (CART_ITEM_TYPES as readonly unknown[]).includes(v.type) &&
    typeof v.days === "number" &&
    (v.timeframe === null || typeof v.timeframe === "string")
  );
}

/** Parses a stored cart; anything malformed yields an empty cart rather than an error. */
export function parseCart(raw: string | null): CartState {
  if (!raw) return { ...EMPTY_CART, items: [] };
  try {
    const parsed = JSON.parse(raw) as { items?: unknown; open?: unknown };
    const items = Array.isArray(parsed.items) ? parsed.items.filter(isCartItem) : [];
    // Re-apply the rules so a hand-edited value cannot hold duplicates or mixed currencies.
    let state: CartState = { items: [], total: 0, open: parsed.open === true };
    for (const item of items) state = addToCart(state, item);
    return state;
  } catch {
    return { ...EMPTY_CART, items: [] };
  }
}

export function serializeCart(state: CartState): string {
  return JSON.stringify({ items: state.items, total: state.total, open: state.open });
}

export function loadCart(storage: CartStorage | null = defaultStorage()): CartState {
  try {
    return parseCart(storage?.getItem(STORAGE_KEYS.cart) ?? null);
  } catch {
    return { ...EMPTY_CART, items: [] };
  }
}

export function saveCart(state: CartState, storage: CartStorage | null = defaultStorage()): void {
  try {
    if (state.items.length === 0 && !state.open) storage?.removeItem(STORAGE_KEYS.cart);
    else storage?.setItem(STORAGE_KEYS.cart, serializeCart(state));
  } catch {
    // storage full or disabled: the cart lives for this page only
  }
}

/** Loads the stored cart, applies one change and stores the result. */
export function updateStoredCart(
  change: (state: CartState) => CartState,
  storage: CartStorage | null = defaultStorage(),
): CartState {
  const next = change(loadCart(storage));
  saveCart(next, storage);
  return next;
}
