import type { RenewalChannel } from "@app/shared/constants/commerce";

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
  kind?: "payment";
  eventId: string;
  type: "paid" | "expired" | "failed" | "pending" | "canceled";
  transactionId: string | null;
  providerRef: string | null;
  amount: number | null;
  currency: string | null;
  /** Why a charge was declined, as the provider says it (e.g. INSUFFICIENT_BALANCE). */
  failureCode?: string | null;
};

/** A verified event about a saved payment method (Xendit's payment token): linked, refused or gone. */
export type MethodEvent = {
  kind: "method";
  eventId: string;
  tokenId: string;
  /** `pending`: still waiting for the subscriber on the channel's page (recorded, nothing changes). */
  status: "active" | "failed" | "expired" | "pending";
  /** What the subscriber recognises the method by, masked (e.g. "DANA ••••1234"). */
  label: string | null;
};

export type LinkRequest = {
  /** Our method's id: the provider's reference for the token. */
  methodId: string;
  channel: RenewalChannel;
  payerEmail: string;
  successUrl: string;
  failureUrl: string;
  origin: string;
};

export type ChargeRequest = {
  transactionId: string;
  /** The try of this cycle (1, 2, 3): each try is one charge at the provider, never two. */
  attempt: number;
  tokenId: string;
  amount: number;
  currency: string;
  description: string;
};

/** A charge's first answer; `pending` is settled later by the provider's webhook. */
export type ChargeResult = {
  status: "succeeded" | "failed" | "pending";
  /** The provider's id of this charge; also the event id its outcome is recorded under. */
  providerRef: string;
  failureCode: string | null;
};

/** Charges we start after one authorisation (issue 43, PROVIDERS.md "saved payment methods"). */
export interface RenewalGateway {
  link(request: LinkRequest): Promise<{ tokenId: string | null; linkUrl: string }>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "xendit" | "coinbase";
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Verifies the signature or token on the raw body before anything is parsed; null when it fails. */
  verifyWebhook(rawBody: string, headers: Headers): Promise<PaymentEvent | MethodEvent | null>;
  /** Present when the provider can save a method and charge it later (auto-renew). */
  readonly renewals?: RenewalGateway;
}

export class ProviderError extends Error {}
