import { z } from "zod";
import {
  PAYMENT_GATEWAYS,
  REDEMPTION_STATUSES,
  RENEWAL_CHANNELS,
  RENEWAL_STATES,
  VOUCHER_EFFECTS,
  VOUCHER_REFUSALS,
  WEBHOOK_OUTCOMES,
} from "../constants/commerce.ts";
import { LOCALES, TRANSACTION_STATUSES, VOUCHER_STATUSES } from "../constants.ts";
import { TRANSACTION_LIST_FIELDS, VOUCHER_LIST_FIELDS } from "../query-fields.ts";
import { timestamp } from "./common.ts";
import { paginationQuery, queryShape } from "./list-query.ts";

export const paymentBody = z.object({ packageUuid: z.uuid() });
/** POST /payments, /payments/coinbase; also the query of GET /payments/quote. */
export type PaymentBody = z.input<typeof paymentBody>;
export const paymentResult = z.object({ paymentUrl: z.string(), transactionUuid: z.uuid() });
export type PaymentResult = z.infer<typeof paymentResult>;

/**
 * Who sells (from the Worker's MERCHANT_* settings): shown at the checkout and on every receipt.
 * `tax` is the tax that prices include, when one is configured.
 */
export const merchantInfo = z.object({
  name: z.string(),
  email: z.string(),
  address: z.string().nullable(),
  taxId: z.string().nullable(),
  tax: z.object({ label: z.string(), ratePercent: z.number().positive().lt(100) }).nullable(),
});
export type MerchantInfo = z.infer<typeof merchantInfo>;

export const paymentMethods = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
  crypto: z.boolean(),
  merchant: merchantInfo,
});
export type PaymentMethods = z.infer<typeof paymentMethods>;

/** What the checkout shows before paying: every amount computed by the server. */
export const checkoutQuote = z.object({
  packageUuid: z.uuid(),
  namePackage: z.string(),
  currency: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
  discountReason: z.enum(["referral_first_purchase"]).nullable(),
  days: z.number().int(),
  currentEndDate: timestamp.nullable(),
  newEndDate: timestamp,
});
export type CheckoutQuote = z.infer<typeof checkoutQuote>;

/** A date a client sends: an ISO 8601 instant (a `Date` is written as one). */
type SentDate = string | Date;
export const transactionListQuery = paginationQuery.extend(queryShape(TRANSACTION_LIST_FIELDS));
export type TransactionListQuery = z.output<typeof transactionListQuery>;

export const transactionDto = z.object({
  uuid: z.uuid(),
  packageName: z.string(),
  packageUuid: z.string().nullable(),
  days: z.number().int(),
  provider: z.string(),
  amount: z.number().int(),
  discountAmount: z.number().int(),
  currency: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  paymentUrl: z.string().nullable(),
  userEmail: z.string().nullable(),
  createdAt: timestamp,
  completedAt: timestamp.nullable(),
});
export type TransactionDto = z.infer<typeof transactionDto>;

/** A completed transaction's receipt (GET /transactions/{uuid}/receipt); amounts in minor units. */
export const receiptDto = z.object({
  uuid: z.uuid(),
  paidAt: timestamp,
  customer: z.object({ name: z.string(), email: z.string() }),
  packageName: z.string(),
  days: z.number().int(),
  /** The days this purchase added, from and to; null for records without a subscription ledger entry. */
  period: z.object({ start: timestamp, end: timestamp }).nullable(),
  provider: z.enum(["sandbox", "xendit", "coinbase", "seed"]),
  currency: z.string(),
  listPrice: z.number().int(),
  discount: z.number().int(),
  amount: z.number().int(),
  /** The tax included in `amount`, when a tax is configured. */
  tax: z.object({ label: z.string(), ratePercent: z.number(), amount: z.number().int() }).nullable(),
  merchant: merchantInfo,
});
export type ReceiptDto = z.infer<typeof receiptDto>;

/** An IANA time zone the runtime knows ("Asia/Jakarta", "UTC"). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** GET /transactions/{uuid}/receipt.pdf: the language, and the time zone its dates are written in. */
export const receiptPdfQuery = z.object({
  locale: z.enum(LOCALES).default("en"),
  tz: z
    .string()
    .max(64)
    .refine(isTimeZone, { error: "tz must be an IANA time zone such as Asia/Jakarta" })
    .default("UTC"),
});
export type ReceiptPdfQuery = z.output<typeof receiptPdfQuery>;

export const subscriptionInfo = z.object({
  startDate: timestamp.nullable(),
  endDate: timestamp.nullable(),
  package: z.object({ uuid: z.string(), namePackage: z.string(), price: z.number(), currency: z.string() }).nullable(),
  /** None: never subscribed (banked bonus days alone are no subscription); Expired: a subscription that ended. */
  status: z.enum(["Active", "Expired", "None"]),
  bankedDays: z.number().int(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfo>;

/**
 * Auto-renew of the caller's subscription (issue 43, decision 065). `nextChargeAt`, `amount` and
 * `currency` are the next charge's, at the package's current price; `payNow` is the package a
 * failed renewal is paid for by hand (the banner's "Pay now"), null while nothing failed.
 */
export const renewalInfo = z.object({
  autoRenew: z.boolean(),
  method: z.object({ channel: z.enum(RENEWAL_CHANNELS), label: z.string() }).nullable(),
  /** A method being linked: its authorisation page was opened and has not answered yet. */
  linking: z.boolean(),
  state: z.enum(RENEWAL_STATES),
  nextChargeAt: timestamp.nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** When access ends if nothing is paid: the end date plus the grace period, while retrying or past due. */
  accessUntil: timestamp.nullable(),
  payNow: z.object({ packageUuid: z.uuid() }).nullable(),
});
export type RenewalInfo = z.infer<typeof renewalInfo>;
export const renewalLinkBody = z.object({ channel: z.enum(RENEWAL_CHANNELS) });
export const renewalLinkResult = z.object({ linkUrl: z.string() });
export const renewalSandboxParam = z.object({ id: z.uuid() });

/** One subscriber's renewal: who, what, when, the tries and the transactions behind it. */
export const adminRenewalRow = z.object({
  user: z.object({ uuid: z.uuid(), name: z.string(), email: z.string() }),
  packageName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** The end date being renewed. */
  endDate: timestamp,
  /** The next try: the charge of an upcoming renewal, or the retry of a failing one. */
  chargeAt: timestamp.nullable(),
  attempts: z.number().int(),
  failureCode: z.string().nullable(),
  method: z.string().nullable(),
  /** The renewal's own transaction (none before the charge), and the payment that settled it. */
  transactionUuid: z.uuid().nullable(),
  paidTransactionUuid: z.uuid().nullable(),
  updatedAt: timestamp.nullable(),
});
export type AdminRenewalRow = z.infer<typeof adminRenewalRow>;
/** Charges of the next 7 days, the failing renewals, and those recovered in the last 30 days (at most 100 each). */
export const adminRenewals = z.object({
  upcoming: z.array(adminRenewalRow),
  retrying: z.array(adminRenewalRow),
  past_due: z.array(adminRenewalRow),
  recovered: z.array(adminRenewalRow),
});
export type AdminRenewals = z.infer<typeof adminRenewals>;

/**
 * Renewals by month (issue 43): renewals are payments by subscribers who had paid before (automatic
 * and by hand), churned are subscriptions whose end date fell in the month, already past, and did
 * not move; the rate is renewals ÷ (renewals + churned). Recurring revenue is the renewals' amount.
 */
export const renewalStatisticsQuery = z.object({ months: z.coerce.number().int().min(1).max(24).default(12) });
export const renewalMonth = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  renewals: z.number().int(),
  churned: z.number().int(),
  renewalRate: z.number().min(0).max(1).nullable(),
  revenue: z.record(z.string(), z.number().int()),
});
export const renewalStatistics = z.object({ months: z.array(renewalMonth) });
export type RenewalStatistics = z.infer<typeof renewalStatistics>;
export type RenewalMonth = z.infer<typeof renewalMonth>;
export const renewalSandboxActionParam = renewalSandboxParam.extend({ action: z.enum(["link", "decline", "cancel"]) });

/** Why an offered trial is not for this user: the codes its claim would answer. */
export const TRIAL_BLOCKS = ["TRIAL_ALREADY_USED", "TRIAL_NOT_ELIGIBLE", "TRIAL_PHONE_REQUIRED"] as const;
export type TrialBlock = (typeof TRIAL_BLOCKS)[number];

/** GET /subscriptions/trial: the free trial the caller may start now, or null (decision 041). */
export const trialOffer = z
  .object({
    packageUuid: z.uuid(),
    packageName: z.string(),
    days: z.number().int().min(1),
    /** The trial starts only once the account's address is confirmed (issue 26). */
    emailVerified: z.boolean(),
    /** Why this user cannot start it, or null when they can (issue 27). */
    blockedBy: z.enum(TRIAL_BLOCKS).nullable(),
  })
  .nullable();
export type TrialOffer = z.infer<typeof trialOffer>;
/** POST /subscriptions/trial: the trial started, with its end date. */
export const trialResult = z.object({
  packageUuid: z.uuid(),
  packageName: z.string(),
  days: z.number().int(),
  endDate: timestamp,
});
export type TrialResult = z.infer<typeof trialResult>;

export const voucherCreateBody = z.object({
  code: z
    .string()
    .trim()
    .min(4)
    .max(32)
    .regex(/^[A-Za-z0-9-]+$/, { error: "code may contain only letters, digits and dashes" })
    .optional(),
  quantity: z.number().int().min(1).max(500).default(1),
  packageUuid: z.uuid(),
  days: z.number().int().min(1).max(3650),
  maxRedemptions: z.number().int().min(1).max(1_000_000).default(1),
  perUserLimit: z.number().int().min(1).max(100).default(1),
  redeemBy: z.coerce.date<SentDate>().optional(),
  status: z.enum(VOUCHER_STATUSES).default("active"),
});
export type VoucherCreateBody = z.input<typeof voucherCreateBody>;
export const voucherUpdateBody = z.object({
  days: z.number().int().min(1).max(3650).optional(),
  maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
  perUserLimit: z.number().int().min(1).max(100).optional(),
  redeemBy: z.coerce.date<SentDate>().nullable().optional(),
  status: z.enum(VOUCHER_STATUSES).optional(),
});
export type VoucherUpdateBody = z.input<typeof voucherUpdateBody>;
export const voucherListQuery = paginationQuery.extend(queryShape(VOUCHER_LIST_FIELDS));
export type VoucherListQuery = z.output<typeof voucherListQuery>;
/** POST /vouchers/redeem and POST /vouchers/preview. */
export const redeemBody = z.object({ code: z.string().trim().min(1).max(64) });
export type RedeemBody = z.input<typeof redeemBody>;

export const voucherDto = z.object({
  uuid: z.uuid(),
  code: z.string(),
  packageUuid: z.string().nullable(),
  packageName: z.string().nullable(),
  days: z.number().int(),
  maxRedemptions: z.number().int(),
  redeemedCount: z.number().int(),
  perUserLimit: z.number().int(),
  redeemBy: timestamp.nullable(),
  status: z.enum(VOUCHER_STATUSES),
  createdAt: timestamp,
});
export type VoucherDto = z.infer<typeof voucherDto>;

/** Redemption history entry of docs/product.md#vouchers: code, package, period, status, redeem date. */
export const redemptionDto = z.object({
  uuid: z.uuid(),
  code: z.string(),
  package: z.string().nullable(),
  days: z.number().int(),
  period: z.object({ start: timestamp.nullable(), end: timestamp.nullable() }),
  status: z.enum(REDEMPTION_STATUSES),
  redeemedAt: timestamp,
});
export type RedemptionDto = z.infer<typeof redemptionDto>;

/** POST /vouchers/redeem: the days granted, and whether they were banked behind a running subscription. */
export const redeemResult = z.object({
  message: z.string(),
  days: z.number().int(),
  banked: z.boolean(),
  endDate: timestamp.nullable(),
});
export type RedeemResult = z.infer<typeof redeemResult>;

/**
 * POST /vouchers/preview: what redeeming the code would do now, before anything happens. `effect`
 * "switch" carries `carriedDays` unused days of `currentPackageName` over; "start" adds
 * `carriedDays` banked days; `endDate` is null only when bonus days would be banked.
 */
export const voucherPreview = z.object({
  code: z.string(),
  packageUuid: z.string().nullable(),
  packageName: z.string().nullable(),
  days: z.number().int(),
  effect: z.enum(VOUCHER_EFFECTS),
  currentPackageName: z.string().nullable(),
  carriedDays: z.number().int(),
  endDate: timestamp.nullable(),
});
export type VoucherPreview = z.infer<typeof voucherPreview>;
/** Why a code cannot be redeemed now: the error code and message redeem would answer. */
export const voucherRefusal = z.object({ code: z.enum(VOUCHER_REFUSALS), message: z.string() });
export type VoucherRefusal = z.infer<typeof voucherRefusal>;
/**
 * The answer of POST /vouchers/preview: what redeeming would do, or why the code is refused. A
 * refused code is an answer, not a failure (200), so checking a wrong code logs no error in the
 * browser; redeem refuses the same codes with the same code as a 4xx error.
 */
export const voucherPreviewResult = z.discriminatedUnion("redeemable", [
  z.object({ redeemable: z.literal(true), preview: voucherPreview }),
  z.object({ redeemable: z.literal(false), refusal: voucherRefusal }),
]);
export type VoucherPreviewResult = z.infer<typeof voucherPreviewResult>;

export const webhookProviderParam = z.object({ provider: z.enum(["sandbox", "xendit", "coinbase"]) });
/** What the API did with a provider callback; every verified callback is acknowledged with 200. */
export const webhookResult = z.object({ outcome: z.enum(WEBHOOK_OUTCOMES) });
export const sandboxPaymentParam = z.object({ id: z.uuid() });
export const sandboxActionParam = sandboxPaymentParam.extend({ action: z.enum(["pay", "cancel"]) });
