import { z } from "zod";
import { PACKAGE_STATUSES, SERVICE_TYPES, TRIAL_MAX_DAYS } from "../constants.ts";
import { REPORT_MESSAGES } from "../messages.ts";
import { REPORT_LIST_FIELDS, SERVICE_LIST_FIELDS } from "../query-fields.ts";
import { timestamp } from "./common.ts";
import { paginationQuery, queryShape } from "./list-query.ts";
import { blockedUrls } from "./service-accounts.ts";
import { SERVICE_STATES } from "./status.ts";

const name = z.string().trim().min(1).max(100);
const description = z.string().trim().max(2000).nullish();

/** `nameIndonesian`: the name Indonesian readers see; empty: they see `name` (issue 46). */
export const categoryBody = z.object({ name, nameIndonesian: z.string().trim().max(100).nullish(), description });
export type CategoryBody = z.input<typeof categoryBody>;
export const categoryDto = z.object({
  uuid: z.uuid(),
  name: z.string(),
  nameIndonesian: z.string().nullable(),
  description: z.string().nullable(),
  serviceCount: z.number().int(),
  createdAt: timestamp,
});
export type CategoryDto = z.infer<typeof categoryDto>;

export const timeframeBody = z.object({ name, days: z.number().int().min(1).max(3650) });
export type TimeframeBody = z.input<typeof timeframeBody>;
export const timeframeDto = z.object({
  uuid: z.uuid(),
  name: z.string(),
  days: z.number().int(),
  createdAt: timestamp,
});
export type TimeframeDto = z.infer<typeof timeframeDto>;

/** ISO 4217 code; amounts are integers in the currency's minor unit (IDR has none). */
export const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { error: "currency must be a 3-letter currency code" })
  .transform((c) => c.toUpperCase());

// Update bodies are partial without defaults, so a field left out is left unchanged.
const packageFields = z.object({
  namePackage: name,
  description,
  price: z.number().int().min(0).max(1_000_000_000_000),
  currency: currencyCode,
  timeframeUuid: z.uuid().nullish(),
  days: z.number().int().min(1).max(3650),
  status: z.enum(PACKAGE_STATUSES),
  sortOrder: z.number().int().min(0).max(10_000),
  highlight: z.boolean(),
  /** Days of the free trial a new customer gets with this package; 0: none (at most one package has a trial). */
  trialDays: z.number().int().min(0).max(TRIAL_MAX_DAYS),
});
export const packageBody = packageFields.extend({
  currency: currencyCode.default("IDR"),
  /** Without it: active when `serviceUuids` names an active service, inactive otherwise (decision 068). */
  status: z.enum(PACKAGE_STATUSES).optional(),
  /** The services it includes from the start, so that it can go on sale in one call. */
  serviceUuids: z.array(z.uuid()).max(500).optional(),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
  highlight: z.boolean().default(false),
  trialDays: z.number().int().min(0).max(TRIAL_MAX_DAYS).default(0),
});
export type PackageBody = z.input<typeof packageBody>;
export const packageUpdateBody = packageFields.partial();
export type PackageUpdateBody = z.input<typeof packageUpdateBody>;

const serviceFields = z.object({
  name,
  logo: z.string().trim().max(500_000).nullish(),
  typeService: z.enum(SERVICE_TYPES),
  categoryUuid: z.uuid().nullish(),
  status: z.enum(["active", "inactive"]),
  description,
  accessUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullish(),
  /**
   * Write-only: the session (cookie bundle) or key of the service's first account, made when the
   * service has none (decision 047). Never returned by lists or admin reads.
   */
  accessSecret: z.string().max(100_000).nullish(),
  /** The upstream account's own pages, blocked while a subscriber holds its session. */
  blockedUrls,
  /** The health probe (decision 048): a page, and the text of its signed-in or signed-out version. */
  probeUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullish(),
  probeSignedInText: z.string().trim().max(500).nullish(),
  probeSignedOutText: z.string().trim().max(500).nullish(),
  sortOrder: z.number().int().min(0).max(10_000),
});
export const serviceBody = serviceFields.extend({
  blockedUrls: blockedUrls.default([]),
  typeService: z.enum(SERVICE_TYPES).default("cookie"),
  status: z.enum(["active", "inactive"]).default("active"),
  sortOrder: z.number().int().min(0).max(10_000).default(0),
});
export type ServiceBody = z.input<typeof serviceBody>;
export const serviceUpdateBody = serviceFields.partial();
export type ServiceUpdateBody = z.input<typeof serviceUpdateBody>;

export const serviceDto = z.object({
  uuid: z.uuid(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  type_service: z.enum(SERVICE_TYPES),
  categoryUuid: z.string().nullable(),
  categoryName: z.string().nullable(),
  /** The category's Indonesian name; null: Indonesian readers see `categoryName`. */
  categoryNameIndonesian: z.string().nullable(),
  status: z.enum(["active", "inactive"]),
  description: z.string().nullable(),
  accessUrl: z.string().nullable(),
  hasSecret: z.boolean(),
  blockedUrls: z.array(z.string()),
  probeUrl: z.string().nullable(),
  probeSignedInText: z.string().nullable(),
  probeSignedOutText: z.string().nullable(),
  sortOrder: z.number().int(),
  /** The service's health from its accounts in use (decision 048), since when (null while operational). */
  health: z.enum(SERVICE_STATES),
  healthSince: timestamp.nullable(),
});
export type ServiceDto = z.infer<typeof serviceDto>;

export const serviceListQuery = paginationQuery.extend(queryShape(SERVICE_LIST_FIELDS));
export type ServiceListQuery = z.output<typeof serviceListQuery>;

export const planServiceBody = z.object({ packageUuid: z.uuid(), serviceUuid: z.uuid() });
export const planServiceListQuery = z.object({ packageUuid: z.uuid().optional() });
export type PlanServiceListQuery = z.output<typeof planServiceListQuery>;
/** One package-service link, with both names (GET /plan-services and the writes). */
export const planServiceDto = z.object({
  uuid: z.uuid(),
  packageUuid: z.uuid(),
  serviceUuid: z.uuid(),
  packageName: z.string(),
  serviceName: z.string(),
  serviceLogo: z.string().nullable(),
});
export type PlanServiceDto = z.infer<typeof planServiceDto>;
export const associateBody = z.object({ packageUuid: z.uuid(), serviceUuids: z.array(z.uuid()).max(500) });
export type AssociateBody = z.input<typeof associateBody>;

/** What an entitled user gets for one service (the service page and the extension). */
export const serviceAccessDto = z.object({
  uuid: z.uuid(),
  name: z.string(),
  slug: z.string(),
  logo: z.string().nullable(),
  type_service: z.enum(SERVICE_TYPES),
  categoryName: z.string().nullable(),
  categoryNameIndonesian: z.string().nullable(),
  accessUrl: z.string().nullable(),
  secret: z.string().nullable(),
  subscriptionEndsAt: timestamp,
});
export type ServiceAccessDto = z.infer<typeof serviceAccessDto>;

/**
 * The report form with its own messages of docs/product.md#forms-and-validation: the API's in
 * English, the panel's in the page's language (its `report.error.*` texts).
 */
export function reportBodyWith(messages: Record<keyof typeof REPORT_MESSAGES, string>) {
  return z.object({
    serviceName: z
      .string({ error: messages.serviceNameRequired })
      .trim()
      .min(1, { error: messages.serviceNameRequired })
      .max(100),
    description: z
      .string({ error: messages.descriptionRequired })
      .trim()
      .min(1, { error: messages.descriptionRequired })
      .min(10, { error: messages.descriptionMin })
      .max(2000),
  });
}
// Pure: the panel, which words the form itself, leaves the API's messages out of its bundle.
export const reportBody = /* @__PURE__ */ reportBodyWith(REPORT_MESSAGES);
export type ReportBody = z.input<typeof reportBody>;
export const reportStatusBody = z.object({ status: z.enum(["open", "resolved"]) });
export type ReportStatusBody = z.input<typeof reportStatusBody>;
export const reportDto = z.object({
  uuid: z.uuid(),
  serviceName: z.string(),
  description: z.string(),
  status: z.enum(["open", "resolved"]),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
  createdAt: timestamp,
  resolvedAt: timestamp.nullable(),
});
export type ReportDto = z.infer<typeof reportDto>;

export const reportListQuery = paginationQuery.extend(queryShape(REPORT_LIST_FIELDS));
export type ReportListQuery = z.output<typeof reportListQuery>;
/** One row of GET /summary-reported-services: the reports of one service name. */
export const reportSummaryRow = z.object({
  serviceName: z.string(),
  total: z.number().int(),
  open: z.number().int(),
  lastReportedAt: timestamp.nullable(),
});
export type ReportSummaryRow = z.infer<typeof reportSummaryRow>;

/** A package by its uuid or its name (GET /packages-subscriptions/{name}, GET /plan-services/name/{name}). */
export const packageNameParam = z.object({ name: z.string().min(1).max(100) });
export const serviceSlugParam = z.object({ slug: z.string().min(1).max(120) });

/** GET /services/list/preview (public, the marketing pages' logos). */
export const servicePreview = z.object({
  uuid: z.uuid(),
  name: z.string(),
  logo: z.string().nullable(),
  slug: z.string(),
});
/** GET /services/list/support-service: names for the report form's picker. */
export const supportService = z.object({ uuid: z.uuid(), name: z.string() });
export type SupportService = z.infer<typeof supportService>;
/** One service of the caller's active subscription (GET /users/services). */
export const entitledService = serviceDto.pick({
  uuid: true,
  name: true,
  logo: true,
  slug: true,
  type_service: true,
  categoryName: true,
  categoryNameIndonesian: true,
});
export type EntitledService = z.infer<typeof entitledService>;

/** Answer of POST /media/upload; `url` is what a service stores as its logo. */
export const uploadedMedia = z.object({
  key: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type UploadedMedia = z.infer<typeof uploadedMedia>;
