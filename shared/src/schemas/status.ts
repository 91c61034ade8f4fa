import { z } from "zod";
import { calendarDay, timestamp } from "./common.ts";

/** The public status of the services (GET /status; decision 048). */
export const STATUS_DAYS = 90;
export const SERVICE_STATES = ["operational", "degraded", "down"] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

export const serviceStatus = z.object({
  uuid: z.uuid(),
  name: z.string(),
  slug: z.string(),
  state: z.enum(SERVICE_STATES),
  /** When the current state began; null while operational. */
  since: timestamp.nullable(),
  /** Daily uptime of the last 90 UTC days, oldest first: 0–1, null before the service existed. */
  days: z.array(z.number().min(0).max(1).nullable()).length(STATUS_DAYS),
  /** Uptime over the days that have data. */
  uptime: z.number().min(0).max(1).nullable(),
});
export type ServiceStatus = z.infer<typeof serviceStatus>;

export const statusResult = z.object({
  services: z.array(serviceStatus),
  /** The first of the 90 days. */
  firstDay: calendarDay,
  generatedAt: timestamp,
});
export type StatusResult = z.infer<typeof statusResult>;
