import { z } from "zod";
import { TRANSACTION_STATUSES } from "../constants.ts";

export const paymentBody = z.object({ packageUuid: z.uuid() });
export const paymentResult = z.object({ paymentUrl: z.string(), transactionUuid: z.uuid() });
export type PaymentResult = z.infer<typeof paymentResult>;

export const paymentMethods = z.object({
  gateway: z.enum(["sandbox", "xendit"]),
  crypto: z.boolean(),
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
  currentEndDate: z.string().nullable(),
  newEndDate: z.string(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuote>;

const optionalDate = z.preprocess((v) => (v === "" ? undefined : v), z.coerce.date().optional());
export const transactionListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(100).optional()),
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(TRANSACTION_STATUSES).optional()),
  from: optionalDate,
  to: optionalDate,
});

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
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TransactionDto = z.infer<typeof transactionDto>;

export const subscriptionInfo = z.object({
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  package: z.object({ uuid: z.string(), namePackage: z.string(), price: z.number(), currency: z.string() }).nullable(),
  /** None: never subscribed (banked bonus days alone are no subscription); Expired: a subscription that ended. */
  status: z.enum(["Active", "Expired", "None"]),
  bankedDays: z.number().int(),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfo>;

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
  redeemBy: z.coerce.date().optional(),
  status: z.enum(["active", "disabled"]).default("active"),
});
export const voucherUpdateBody = z.object({
  days: z.number().int().min(1).max(3650).optional(),
  maxRedemptions: z.number().int().min(1).max(1_000_000).optional(),
  perUserLimit: z.number().int().min(1).max(100).optional(),
  redeemBy: z.coerce.date().nullable().optional(),
  status: z.enum(["active", "disabled"]).optional(),
});
export const voucherListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  search: z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(50).optional()),
  status: z.preprocess((v) => (v === "" ? undefined : v), z.enum(["active", "disabled"]).optional()),
});
export const redeemBody = z.object({ code: z.string().trim().min(1).max(64) });

export const voucherDto = z.object({
  uuid: z.uuid(),
  code: z.string(),
  packageUuid: z.string().nullable(),
  packageName: z.string().nullable(),
  days: z.number().int(),
  maxRedemptions: z.number().int(),
  redeemedCount: z.number().int(),
  perUserLimit: z.number().int(),
  redeemBy: z.string().nullable(),
  status: z.enum(["active", "disabled"]),
  createdAt: z.string(),
});
export type VoucherDto = z.infer<typeof voucherDto>;

/** Redemption history entry of SPEC §3: code, package, period, status, redeem date. */
export const redemptionDto = z.object({
  uuid: z.uuid(),
  code: z.string(),
  package: z.string().nullable(),
  days: z.number().int(),
  period: z.object({ start: z.string().nullable(), end: z.string().nullable() }),
  status: z.enum(["applied", "banked"]),
  redeemedAt: z.string(),
});
export type RedemptionDto = z.infer<typeof redemptionDto>;
