import { describe, expect, it } from "vitest";
import {
  addToCart,
  type CartItem,
  type CartState,
  type CartStorage,
  cartCurrency,
  clearCart,
  EMPTY_CART,
  formatPrice,
  loadCart,
  packageToCartItem,
  parseCart,
  removeFromCart,
  saveCart,
  setCartOpen,
  updateStoredCart,
} from "./cart.ts";
import { STORAGE_KEYS } from "./storage-keys.ts";

const pkg = (id: string, price: number, currency = "IDR"): CartItem => ({
  id,
  name: `Package ${id}`,
  price,
  currency,
  type: "package",
  days: 30,
  timeframe: "1 Month",
});
const service = (id: string, price: number, currency = "IDR"): CartItem => ({
  ...pkg(id, price, currency),
  name: `Service ${id}`,
  type: "service",
  timeframe: null,
});

function memoryStorage(initial: Record<string, string> = {}): CartStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
    removeItem: (key) => {
      delete data[key];
    },
  };
}

describe("cart rules", () => {
  it("starts empty and closed", () => {
    expect(EMPTY_CART).toEqual({ items: [], total: 0, open: false });
    expect(cartCurrency(EMPTY_CART)).toBeNull();
  });

  it("adds an item only when its id is absent, and totals the prices", () => {
    let cart = addToCart(EMPTY_CART, service("a", 10_000));
    cart = addToCart(cart, service("b", 15_000));
    expect(cart.items.map((i) => i.id)).toEqual(["a", "b"]);
    expect(cart.total).toBe(25_000);
    const again = addToCart(cart, { ...service("a", 99_999), name: "changed" });
    expect(again).toBe(cart);
    expect(again.total).toBe(25_000);
  });

  it("does not mutate the previous state", () => {
    const before: CartState = { items: [], total: 0, open: false };
    const after = addToCart(before, pkg("p", 1));
    expect(before.items).toEqual([]);
    expect(after).not.toBe(before);
  });

  it("keeps one package per purchase: a new package replaces the one there", () => {
    let cart = addToCart(EMPTY_CART, pkg("starter", 49_000));
    cart = addToCart(cart, service("s", 5_000));
    cart = addToCart(cart, pkg("pro", 129_000));
    expect(cart.items.map((i) => i.id)).toEqual(["s", "pro"]);
    expect(cart.total).toBe(134_000);
  });

  it("keeps one currency: an item in another currency replaces the cart", () => {
    let cart = addToCart(EMPTY_CART, pkg("idr", 49_000, "IDR"));
    cart = addToCart(cart, service("s", 5_000, "IDR"));
    cart = addToCart(cart, pkg("usd", 999, "USD"));
    expect(cart.items.map((i) => i.id)).toEqual(["usd"]);
    expect(cart.total).toBe(999);
    expect(cartCurrency(cart)).toBe("USD");
    cart = addToCart(cart, service("eur", 500, "EUR"));
    expect(cart.items.map((i) => i.id)).toEqual(["eur"]);
  });

  it("removes items and clears the cart", () => {
    let cart = addToCart(addToCart(EMPTY_CART, service("a", 1)), service("b", 2));
    cart = removeFromCart(cart, "a");
    expect(cart.items.map((i) => i.id)).toEqual(["b"]);
    expect(cart.total).toBe(2);
    expect(removeFromCart(cart, "missing")).toBe(cart);
    cart = setCartOpen(cart, true);
    const cleared = clearCart(cart);
    expect(cleared).toEqual({ items: [], total: 0, open: true });
  });

  it("toggles the open flag", () => {
    const open = setCartOpen(EMPTY_CART, true);
    expect(open.open).toBe(true);
    expect(setCartOpen(open, true)).toBe(open);
    expect(setCartOpen(open, false).open).toBe(false);
  });

  it("builds a cart item from an API package", () => {
    expect(
      packageToCartItem({
        uuid: "u1",
        namePackage: "Pro",
        price: 129_000,
        currency: "IDR",
        timeFrame: "3 Months",
        days: 90,
      }),
    ).toEqual({
      id: "u1",
      name: "Pro",
      price: 129_000,
      currency: "IDR",
      type: "package",
      days: 90,
      timeframe: "3 Months",
    });
  });
});

describe("formatPrice", () => {
  const normalize = (s: string) => s.replace(/\s/g, " ");
  it("shows IDR without fraction digits in both locales", () => {
    expect(normalize(formatPrice(49_000, "IDR", "id"))).toBe("Rp 49.000");
    expect(normalize(formatPrice(129_000, "IDR", "en"))).toBe("IDR 129,000");
  });
  it("treats other amounts as minor units", () => {
    expect(formatPrice(1999, "USD", "en")).toBe("$19.99");
    expect(formatPrice(500, "USD", "en")).toBe("$5.00");
    expect(normalize(formatPrice(1999, "USD", "id"))).toBe("US$19,99");
  });
  it("keeps the minor unit for zero-decimal currencies other than IDR", () => {
    expect(normalize(formatPrice(1_200, "JPY", "en"))).toBe("¥1,200");
  });
  it("keeps one formatter per language and currency (decision 076), and falls back on an unknown code", () => {
    expect(formatPrice(1999, "EUR", "en")).toBe("€19.99");
    for (let i = 0; i < 5; i += 1) expect(formatPrice(250 + i, "EUR", "en")).toBe(`€2.5${i}`);
    expect(normalize(formatPrice(1999, "EUR", "id"))).toBe("€19,99");
    expect(formatPrice(1999, "EUR", "en")).toBe("€19.99");
    expect(formatPrice(5, "??", "en")).toBe("?? 5");
    expect(formatPrice(5, "??", "en")).toBe("?? 5");
  });
});

describe("cart storage", () => {
  it("persists to the cart key and reads it back", () => {
    const storage = memoryStorage();
    const cart = addToCart(EMPTY_CART, pkg("p", 49_000));
    saveCart(cart, storage);
    expect(JSON.parse(storage.data[STORAGE_KEYS.cart] as string).items).toEqual(cart.items);
    expect(loadCart(storage)).toEqual(cart);
  });

  it("removes the key when the cart is empty and closed", () => {
    const storage = memoryStorage({ [STORAGE_KEYS.cart]: "{}" });
    saveCart(EMPTY_CART, storage);
    expect(storage.data[STORAGE_KEYS.cart]).toBeUndefined();
  });

  it("reads malformed values as an empty cart and re-applies the rules", () => {
    expect(parseCart("not json").items).toEqual([]);
    expect(parseCart("[1]").items).toEqual([]);
    expect(parseCart(JSON.stringify({ items: [{ id: 1 }] })).items).toEqual([]);
    const tampered = JSON.stringify({ items: [pkg("a", 1), pkg("a", 1), pkg("b", 2)], total: 999 });
    expect(parseCart(tampered)).toEqual({ items: [pkg("b", 2)], total: 2, open: false });
  });

  it("updates the stored cart in one step and survives missing storage", () => {
    const storage = memoryStorage();
    updateStoredCart((state) => addToCart(state, pkg("p", 10)), storage);
    const next = updateStoredCart((state) => addToCart(state, service("s", 5)), storage);
    expect(next.total).toBe(15);
    expect(loadCart(storage).total).toBe(15);
    expect(loadCart(null)).toEqual(EMPTY_CART);
    expect(() => saveCart(next, null)).not.toThrow();
    const broken: CartStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => undefined,
    };
    expect(loadCart(broken)).toEqual(EMPTY_CART);
    expect(() => saveCart(next, broken)).not.toThrow();
  });
});
