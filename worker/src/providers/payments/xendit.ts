import { safeEqual } from "../../lib/tokens.ts";
import { type PaymentEvent, type PaymentProvider, ProviderError } from "./provider.ts";

type XenditInvoice = {
  id: string;
  external_id: string;
  status: string;
  amount: number;
  paid_amount?: number;
  currency: string;
  invoice_url?: string;
};

/**
 * Xendit invoices (PROVIDERS.md): create with Basic auth; the callback carries
 * `x-callback-token`, compared in constant time, and the invoice is re-read by id before use.
 */
export function xenditProvider(config: { baseUrl: string; secretKey: string; callbackToken: string }): PaymentProvider {
  const auth = `Basic ${btoa(`${config.secretKey}:`)}`;
  const base = config.baseUrl.replace(/\/$/, "");
  return {
    name: "xendit",
    async createCheckout(request) {
      const res = await fetch(`${base}/v2/invoices`, {
        method: "POST",
        headers: { Authorization: auth, "Content-Type": "application/json" },
        body: JSON.stringify({
          external_id: request.transactionId,
          amount: request.amount,
          currency: request.currency,
          description: request.description,
          payer_email: request.payerEmail,
          success_redirect_url: request.successUrl,
          failure_redirect_url: request.cancelUrl,
          invoice_duration: 86_400,
        }),
      }).catch((error) => {
        throw new ProviderError(`xendit: ${String(error)}`);
      });
      if (!res.ok) throw new ProviderError(`xendit: HTTP ${res.status}`);
      const invoice = (await res.json()) as XenditInvoice;
      if (!invoice.invoice_url) throw new ProviderError("xendit: no invoice_url");
      return { paymentUrl: invoice.invoice_url, providerRef: invoice.id };
    },
    async verifyWebhook(rawBody, headers) {
      if (!safeEqual(headers.get("x-callback-token") ?? "", config.callbackToken)) return null;
      const callback = JSON.parse(rawBody) as Partial<XenditInvoice>;
      if (!callback.id) return null;
      // Trust the invoice as Xendit reports it, not the callback's body.
      const res = await fetch(`${base}/v2/invoices/${encodeURIComponent(callback.id)}`, {
        headers: { Authorization: auth },
      });
      if (!res.ok) throw new ProviderError(`xendit: re-read failed with ${res.status}`);
      const invoice = (await res.json()) as XenditInvoice;
      const type: PaymentEvent["type"] =
        invoice.status === "PAID" || invoice.status === "SETTLED"
          ? "paid"
          : invoice.status === "EXPIRED"
            ? "expired"
            : "pending";
      return {
        eventId: `${invoice.id}:${type}`,
        type,
        transactionId: invoice.external_id,
        providerRef: invoice.id,
        amount: invoice.paid_amount ?? invoice.amount,
        currency: invoice.currency,
      };
    },
  };
}
