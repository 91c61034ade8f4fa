/** A payment provider behind one interface (DESIGN.md, Payments). */
export type CheckoutRequest = {
  transactionId: string;
  amount: number;
  currency: string;
  description: string;
  payerEmail: string;
  successUrl: string;
  cancelUrl: string;
  origin: string;
};

export type Checkout = { paymentUrl: string; providerRef: string };

/** A verified provider event, normalised. Only `paid` completes a purchase. */
export type PaymentEvent = {
  eventId: string;
  type: "paid" | "expired" | "failed" | "pending" | "canceled";
  transactionId: string | null;
  providerRef: string | null;
  amount: number | null;
  currency: string | null;
};

export interface PaymentProvider {
  readonly name: "sandbox" | "xendit" | "coinbase";
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Verifies the signature or token on the raw body before anything is parsed; null when it fails. */
  verifyWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent | null>;
}

export class ProviderError extends Error {}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

export async function hmacSha256Hex(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
