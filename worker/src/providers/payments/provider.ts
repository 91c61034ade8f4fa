/** A payment provider behind one interface (docs/architecture.md#providers). */
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
