import { RENEWAL_CHANNEL_NAMES, type RenewalChannel } from "@app/shared/constants/commerce";
import { safeEqual } from "../../lib/tokens.ts";
import {
  type MethodEvent,
  type PaymentEvent,
  type PaymentProvider,
  ProviderError,
  type RenewalGateway,
} from "./provider.ts";

type XenditInvoice = {
  id: string;
  external_id: string;
  status: string;
  amount: number;
  paid_amount?: number;
  currency: string;
  invoice_url?: string;
};

/** A saved payment method (Payments API v3 `payment_tokens`). */
type XenditToken = {
  payment_token_id: string;
  reference_id: string;
  channel_code: string;
  status: string;
  actions?: { type: string; descriptor?: string; value: string }[];
  token_details?: { account_name?: string; account_mobile_number?: string } | null;
};

/** A charge we start (Payments API v3 `payment_requests`, type PAY with a saved token). */
type XenditPaymentRequest = {
  payment_request_id: string;
  reference_id: string;
  status: string;
  request_amount: number;
  currency: string;
  failure_code?: string | null;
};

/** v3 webhooks carry `{ event, data }`; invoice callbacks carry the invoice itself. */
type XenditV3Callback = {
  event: string;
  data?: { payment_token_id?: string; payment_request_id?: string };
};

const API_VERSION = "2024-11-11";

/** "DANA ••••1234": the channel and the last digits the wallet shows, never the whole number. */
function maskedLabel(token: XenditToken): string {
  const digits = token.token_details?.account_mobile_number?.replace(/\D/g, "") ?? "";
  const name = RENEWAL_CHANNEL_NAMES[token.channel_code as RenewalChannel] ?? token.channel_code;
  return digits.length >= 4 ? `${name} ••••${digits.slice(-4)}` : name;
}

function xenditRenewals(base: string, auth: string): RenewalGateway {
  const headers = { Authorization: auth, "Content-Type": "application/json", "api-version": API_VERSION };
  const post = async <T>(path: string, body: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { ...headers, ...extra },
      body: JSON.stringify(body),
    }).catch((error) => {
      throw new ProviderError(`xendit: ${String(error)}`);
    });
    if (!res.ok) throw new ProviderError(`xendit: ${path} answered HTTP ${res.status}`);
    return (await res.json()) as T;
  };
  return {
    async link(request) {
      const token = await post<XenditToken>("/v3/payment_tokens", {
        reference_id: request.methodId,
        channel_code: request.channel,
        country: "ID",
        currency: "IDR",
        customer: { reference_id: request.methodId, type: "INDIVIDUAL", email: request.payerEmail },
        channel_properties: {
          success_return_url: request.successUrl,
          failure_return_url: request.failureUrl,
          cancel_return_url: request.failureUrl,
        },
      });
      const linkUrl = token.actions?.find((a) => a.type === "REDIRECT_CUSTOMER")?.value;
      if (!linkUrl) throw new ProviderError("xendit: the payment token has no authorisation page");
      return { tokenId: token.payment_token_id, linkUrl };
    },
    async charge(request) {
      // One idempotency key per try: a replayed or concurrent try is answered, not charged again.
      const payment = await post<XenditPaymentRequest>(
        "/v3/payment_requests",
        {
          reference_id: request.transactionId,
          type: "PAY",
          country: "ID",
          currency: request.currency,
          request_amount: request.amount,
          payment_token_id: request.tokenId,
          capture_method: "AUTOMATIC",
          description: request.description,
        },
        { "idempotency-key": `${request.transactionId}:${request.attempt}` },
      );
      const status = payment.status === "SUCCEEDED" ? "succeeded" : payment.status === "FAILED" ? "failed" : "pending";
      return { status, providerRef: payment.payment_request_id, failureCode: payment.failure_code ?? null };
    },
  };
}

/**
 * Xendit invoices (PROVIDERS.md): create with Basic auth; the callback carries
 * `x-callback-token`, compared in constant time, and the invoice is re-read by id before use.
 */
export function xenditProvider(config: { baseUrl: string; secretKey: string; callbackToken: string }): PaymentProvider {
  const auth = `Basic ${btoa(`${config.secretKey}:`)}`;
  const base = config.baseUrl.replace(/\/$/, "");
  const read = async <T>(path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { Authorization: auth, "api-version": API_VERSION } });
    if (!res.ok) throw new ProviderError(`xendit: re-read failed with ${res.status}`);
    return (await res.json()) as T;
  };
  /** A v3 event (a saved method, a charge we started), re-read from Xendit before it is trusted. */
  const v3Event = async (callback: XenditV3Callback): Promise<PaymentEvent | MethodEvent | null> => {
    const tokenId = callback.data?.payment_token_id;
    if (callback.event.startsWith("payment_token.") && tokenId) {
      const token = await read<XenditToken>(`/v3/payment_tokens/${encodeURIComponent(tokenId)}`);
      const status =
        token.status === "ACTIVE"
          ? "active"
          : token.status === "EXPIRED"
            ? "expired"
            : token.status === "REQUIRES_ACTION" || token.status === "PENDING"
              ? "pending"
              : "failed";
      return {
        kind: "method",
        eventId: `${token.payment_token_id}:${status}`,
        tokenId,
        status,
        label: maskedLabel(token),
      };
    }
    const requestId = callback.data?.payment_request_id;
    if (callback.event.startsWith("payment.") && requestId) {
      const payment = await read<XenditPaymentRequest>(`/v3/payment_requests/${encodeURIComponent(requestId)}`);
      const type = payment.status === "SUCCEEDED" ? "paid" : payment.status === "FAILED" ? "failed" : "pending";
      return {
        eventId: `${payment.payment_request_id}:${type}`,
        type,
        transactionId: payment.reference_id,
        providerRef: payment.payment_request_id,
        amount: payment.request_amount,
        currency: payment.currency,
        failureCode: payment.failure_code ?? null,
      };
    }
    return null;
  };
  return {
    name: "xendit",
    renewals: xenditRenewals(base, auth),
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
      const parsed = JSON.parse(rawBody) as Partial<XenditInvoice> & Partial<XenditV3Callback>;
      if (typeof parsed.event === "string") return v3Event(parsed as XenditV3Callback);
      const callback = parsed;
      if (!callback.id) return null;
      // Trust the invoice as Xendit reports it, not the callback's body.
      const invoice = await read<XenditInvoice>(`/v2/invoices/${encodeURIComponent(callback.id)}`);
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
