import {
  categoryDto,
  planServiceDto,
  reportDto,
  serviceAccessDto,
  serviceDto,
  timeframeDto,
} from "@app/shared/schemas/catalogue";
import {
  checkoutQuote,
  redemptionDto,
  subscriptionInfo,
  transactionDto,
  voucherDto,
  voucherPreview,
} from "@app/shared/schemas/commerce";
import { apiFailure, listMeta } from "@app/shared/schemas/common";
import {
  announcementDto,
  auditEntry,
  blastDetail,
  blastDto,
  blastStatus,
  outboxMessage,
  recipientDto,
  senderDto,
} from "@app/shared/schemas/comms";
import { cookieEntry, extensionReleases } from "@app/shared/schemas/extensions";
import { adminInformation, statistics } from "@app/shared/schemas/insights";
import { packageDto } from "@app/shared/schemas/packages";
import { referralActivity, referralStats } from "@app/shared/schemas/referrals";
import { mediaDownloadResult } from "@app/shared/schemas/tools";
import { countryDto, deviceDto, userDto } from "@app/shared/schemas/users";
import type { z } from "zod";

/** The error envelope every failure answers with; each error response refers to it. */
export const ERROR_SCHEMA_NAME = "ApiError";

/**
 * Response schemas with a name in `components.schemas`: wherever one appears in an answer, the
 * document refers to it instead of repeating it.
 */
export const NAMED_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  [ERROR_SCHEMA_NAME]: apiFailure,
  ListMeta: listMeta,
  User: userDto,
  Device: deviceDto,
  Country: countryDto,
  Package: packageDto,
  Category: categoryDto,
  Timeframe: timeframeDto,
  Service: serviceDto,
  ServiceAccess: serviceAccessDto,
  PlanService: planServiceDto,
  Report: reportDto,
  Transaction: transactionDto,
  Subscription: subscriptionInfo,
  CheckoutQuote: checkoutQuote,
  VoucherPreview: voucherPreview,
  Voucher: voucherDto,
  Redemption: redemptionDto,
  Announcement: announcementDto,
  Sender: senderDto,
  Blast: blastDto,
  BlastStatus: blastStatus,
  BlastDetail: blastDetail,
  Recipient: recipientDto,
  OutboxMessage: outboxMessage,
  AuditEntry: auditEntry,
  ReferralStats: referralStats,
  ReferralActivity: referralActivity,
  ExtensionReleases: extensionReleases,
  CookieEntry: cookieEntry,
  MediaDownloadResult: mediaDownloadResult,
  Statistics: statistics,
  AdminInformation: adminInformation,
};

/** What each tag of the operations (`operations(tag)`) groups, for the document and its page. */
export const TAG_DESCRIPTIONS: Readonly<Record<string, string>> = {
  System: "Health, the status page's data, feed and email subscriptions, and this reference.",
  Catalogue:
    "Packages, categories, timeframes and services with their accounts, health and incidents; a package's services; media uploads.",
  Account: "The signed-in user's notices.",
  Auth: "Sign-in, sessions, email confirmation, password reset, Google sign-in and the admins' second factor.",
  Users: "Registration, the profile and its devices and export, countries, and the admin's users.",
  Reports: "Subscribers' reports of a service that does not work, and their handling.",
  Insights: "Statistics, the most and recently used services, the admin information and the audit log.",
  Commerce: "Checkout and payments, renewals, subscriptions and the free trial, transactions and vouchers.",
  Referrals: "The referral programme: codes, statistics, history, and the admin's review.",
  Extensions: "The browser extensions: releases and updates, linking, and the Access extension's calls.",
  Announcements: "Announcements to subscribers, and their management.",
  Email: "Email blasts, senders, the outbox, the newsletter and unsubscribing.",
  Tools: "The media downloader.",
  Support: "The contact form and the live support chat.",
};
