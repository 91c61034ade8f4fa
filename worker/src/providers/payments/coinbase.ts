import { hmacSha256Hex, safeEqual } from "../../lib/tokens.ts";
import { type PaymentEvent, type PaymentProvider, ProviderError } from "./provider.ts";

type Charge = {
  id: string;
  code: string;
  hosted_url: string;
  metadata?: { transactionId?: string };
  pricing?: { local?: { amount: string; currency: string } };
  payments?: { value?: { local?: { amount: string; currency: string } } }[];
};

const ZERO_DECIMAL = new Set(["IDR", "JPY", "KRW", "VND"]);
const toDecimal = (amount: number, currency: string) =>
  ZERO_DECIMAL.has(currency) ? String(amount) : (amount / 100).toFixed(2);
const fromDecimal = (amount: string, currency: string) =>
  ZERO_DECIMAL.has(currency) ? Math.round(Number(amount)) : Math.round(Number(amount) * 100);

/**
 * Coinbase Commerce charges (PROVIDERS.md): `X-CC-Webhook-Signature` is the hex HMAC-SHA256 of the
 * raw body; `charge:confirmed` (and `charge:resolved`) complete the purchase. Kept behind the
 * provider interface because Coinbase is moving merchants to newer checkout APIs.
 */
export function coinbaseProvider(config: { baseUrl: string; apiKey: string; webhookSecret: string }): PaymentProvider {
  const base = config.baseUrl.replace(/\/$/, "");
  return {
    name: "coinbase",
    async createCheckout(request) {
      const res = await fetch(`${base}/charges`, {
        method: "POST",
        headers: { "X-CC-Api-Key": config.apiKey, "X-CC-Version": "2018-03-22", "Content-Type": "application/json" },
        body: JSON.stringify({
          name: request.description,
          description: request.description,
          pricing_type: "fixed_price",
          local_price: { amount: toDecimal(request.amount, request.currency), currency: request.currency },
          metadata: { transactionId: request.transactionId },
          redirect_url: request.successUrl,
          cancel_url: request.cancelUrl,
        }),
      }).catch((error) => {
        throw new ProviderError(`coinbase: ${String(error)}`);
      });
      if (!res.ok) throw new ProviderError(`coinbase: HTTP ${res.status}`);
      const { data } = (await res.json()) as { data: Charge };
      return { paymentUrl: data.hosted_url, providerRef: data.code };
    },
    async verifyWebhook(rawBody, headers) {
      const expected = await hmacSha256Hex(config.webhookSecret, rawBody);
      if (!safeEqual(headers.get("x-cc-webhook-signature") ?? "", expected)) return null;
      const { event } = JSON.parse(rawBody) as { event: { id: string; type: string; data: Charge } };
      const type: PaymentEvent["type"] =
        event.type === "charge:confirmed" || event.type === "charge:resolved"
          ? "paid"
          : event.type === "charge:failed"
            ? "failed"
            : "pending";
      const local = event.data.payments?.[0]?.value?.local ?? event.data.pricing?.local;
      return {
        eventId: event.id,
        type,
        transactionId: event.data.metadata?.transactionId ?? null,
        providerRef: event.data.code,
        amount: local ? fromDecimal(local.amount, local.currency) : null,
        currency: local?.currency ?? null,
      };
    },
  };
}
