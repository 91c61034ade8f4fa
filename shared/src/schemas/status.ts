import { z } from "zod";
import { calendarDay, healthCause, timestamp } from "./common.ts";

/** The public status of the services (GET /status; decisions 048 and 069). */
export const STATUS_DAYS = 90;
/** Past incidents the page lists at most (the last 90 days, newest first). */
export const STATUS_HISTORY_LIMIT = 50;
export const SERVICE_STATES = ["operational", "degraded", "down"] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

export const serviceStatus = z.object({
  uuid: z.uuid(),
  name: z.string(),
  slug: z.string(),
  /** The category's English name and its Indonesian one (null when it has none); null without a category. */
  categoryName: z.string().nullable(),
  categoryNameIndonesian: z.string().nullable(),
  state: z.enum(SERVICE_STATES),
  /** When the current state began; null while operational. */
  since: timestamp.nullable(),
  /** Why it is degraded or down (the open incident's cause); null while operational. */
  cause: healthCause.nullable(),
  /** Daily uptime of the last 90 UTC days, oldest first: 0–1, null on a day without data. */
  days: z.array(z.number().min(0).max(1).nullable()).length(STATUS_DAYS),
  /** Uptime over the time with data within the 90 days (decision 069); null when there is none. */
  uptime: z.number().min(0).max(1).nullable(),
  /** The first day with data within the 90 days; null when there is none. */
  uptimeSince: calendarDay.nullable(),
});
export type ServiceStatus = z.infer<typeof serviceStatus>;

/** A past (closed) service incident. */
export const statusIncident = z.object({
  uuid: z.uuid(),
  serviceUuid: z.uuid(),
  service: z.string(),
  state: z.enum(["degraded", "down"]),
  cause: healthCause,
  startedAt: timestamp,
  endedAt: timestamp,
});
export type StatusIncident = z.infer<typeof statusIncident>;

export const statusResult = z.object({
  /** Services with a problem first (down, then degraded, the newest first), then the rest in catalogue order. */
  services: z.array(serviceStatus),
  /** Closed service incidents of the last 90 days, newest first, at most STATUS_HISTORY_LIMIT. */
  history: z.array(statusIncident).max(STATUS_HISTORY_LIMIT),
  /** The first of the 90 days. */
  firstDay: calendarDay,
  generatedAt: timestamp,
});
export type StatusResult = z.infer<typeof statusResult>;

/** POST /status/subscriptions: mail when a service incident opens or resolves (double opt-in). */
export const statusSubscribeBody = z.object({
  email: z.email().max(254),
  locale: z.enum(["en", "id"]).default("en"),
});
export type StatusSubscribeBody = z.input<typeof statusSubscribeBody>;
/** The same answer whether or not the address was known. */
export const statusSubscribeResult = z.object({ pendingConfirmation: z.boolean() });

/** GET /status/feed/{locale}: the Atom feed's language. */
export const statusFeedParam = z.object({ locale: z.enum(["en", "id"]) });
/** A mailed link's token (confirm, unsubscribe). */
export const statusTokenQuery = z.object({ token: z.string().max(200).optional() });
export const statusUnsubscribedResult = z.object({ unsubscribed: z.boolean() });
