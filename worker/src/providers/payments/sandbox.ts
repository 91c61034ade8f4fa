import { requireSecret } from "../../lib/config-check.ts";
import { hmacSha256Hex, safeEqual } from "../../lib/tokens.ts";
import type { PaymentEvent, PaymentProvider, RenewalGateway } from "./provider.ts";

export const SANDBOX_SIGNATURE_HEADER = "x-sandbox-signature";

/** The sandbox's webhook secret, derived from the app secret so nothing extra needs configuring. */
export async function sandboxSecret(appSecret: string | undefined): Promise<string> {
  return hmacSha256Hex(requireSecret(appSecret, "JWT_SECRET"), "sandbox-webhook");
}

/**
 * The sandbox's saved methods: the linking page (its "Link" and "Link a wallet that will decline"
 * buttons) names the token, and a token of a declining wallet declines every charge, so both
 * outcomes of a renewal can be tried without money (issue 43).
 */
export const sandboxTokenId = (methodId: string, declines: boolean) =>
  `sbx_tok_${declines ? "decline_" : ""}${methodId}`;

const sandboxRenewals: RenewalGateway = {
  async link(request) {
    return { tokenId: null, linkUrl: `${request.origin}/api/subscriptions/renewal/sandbox/${request.methodId}` };
  },
  async charge(request) {
    const providerRef = `sbx_pay_${request.transactionId}_${request.attempt}`;
    return request.tokenId.startsWith("sbx_tok_decline_")
      ? { status: "failed", providerRef, failureCode: "INSUFFICIENT_BALANCE" }
      : { status: "succeeded", providerRef, failureCode: null };
  },
};

export type SandboxEventBody = {
  id: string;
  type: "paid" | "canceled";
  transactionId: string;
  amount: number;
  currency: string;
};

/**
 * The default provider: a hosted page on our own origin with Pay and Cancel. Its buttons produce
 * an event signed with HMAC-SHA256 and hand it to the same webhook handling a real provider uses.
 */
export function sandboxProvider(appSecret: string | undefined): PaymentProvider {
  return {
    name: "sandbox",
    renewals: sandboxRenewals,
    async createCheckout(request) {
      return {
        paymentUrl: `${request.origin}/api/payments/sandbox/${request.transactionId}`,
        providerRef: `sbx_${request.transactionId}`,
      };
    },
    async verifyWebhook(rawBody, headers) {
      const signature = headers.get(SANDBOX_SIGNATURE_HEADER) ?? "";
      if (!safeEqual(signature, await hmacSha256Hex(await sandboxSecret(appSecret), rawBody))) return null;
      const body = JSON.parse(rawBody) as SandboxEventBody;
      const event: PaymentEvent = {
        eventId: body.id,
        type: body.type,
        transactionId: body.transactionId,
        providerRef: `sbx_${body.transactionId}`,
        amount: body.amount,
        currency: body.currency,
      };
      return event;
    },
  };
}

export async function signSandboxEvent(appSecret: string | undefined, body: SandboxEventBody) {
  const raw = JSON.stringify(body);
  return { raw, signature: await hmacSha256Hex(await sandboxSecret(appSecret), raw) };
}
