import { z } from "zod";
import { INCIDENT_LIST_FIELDS } from "../query-fields.ts";
import { healthCause, timestamp } from "./common.ts";
import { paginationQuery, queryShape } from "./list-query.ts";

/** Downtime credits (decision 049): days back when a service is down longer than the threshold. */
export const downtimeCreditSettings = z.object({
  enabled: z.boolean(),
  /** Hours a service must be down in one incident before its subscribers are credited. */
  thresholdHours: z.number().int().min(1).max(720),
});
export type DowntimeCreditSettings = z.infer<typeof downtimeCreditSettings>;
export const DEFAULT_DOWNTIME_CREDIT_SETTINGS: DowntimeCreditSettings = { enabled: true, thresholdHours: 6 };

export const incidentsQuery = paginationQuery.extend(queryShape(INCIDENT_LIST_FIELDS));
export type IncidentsQuery = z.output<typeof incidentsQuery>;

/** `unconfirmed`: no probe and no admin confirmed the service was down, so nobody is credited (issue 41). */
export const CREDIT_OUTCOMES = ["credited", "below-threshold", "credits-off", "unconfirmed"] as const;
/** Who confirmed a service was down: its probe, or an admin (POST /incidents/{uuid}/confirm). */
export const INCIDENT_CONFIRMERS = ["probe", "admin"] as const;

/** One row of GET /incidents. */
export const incidentDto = z.object({
  uuid: z.uuid(),
  service: z.object({ uuid: z.uuid(), name: z.string() }),
  account: z.object({ id: z.uuid(), label: z.string() }).nullable(),
  state: z.enum(["down", "degraded"]),
  cause: healthCause,
  startedAt: timestamp,
  endedAt: timestamp.nullable(),
  /** Who confirmed a down service incident (only confirmed ones are credited); null: nobody yet. */
  confirmedBy: z.enum(INCIDENT_CONFIRMERS).nullable(),
  /** How a closed service incident in state down was settled; null until then (or for others). */
  credit: z
    .object({
      outcome: z.enum(CREDIT_OUTCOMES),
      users: z.number().int(),
      /** The most days one subscriber got. */
      days: z.number().int(),
      at: timestamp,
    })
    .nullable(),
});
export type IncidentDto = z.infer<typeof incidentDto>;

/**
 * Something the panel tells one user once (GET /notices): days credited for downtime, or a seat of
 * a full pool that is now theirs, kept until `heldUntil` (decision 070).
 */
export const userNotice = z.discriminatedUnion("kind", [
  z.object({
    uuid: z.uuid(),
    kind: z.literal("downtime-credit"),
    createdAt: timestamp,
    data: z.object({
      service: z.string(),
      days: z.number().int().min(1),
      startedAt: timestamp,
      endedAt: timestamp,
    }),
  }),
  z.object({
    uuid: z.uuid(),
    kind: z.literal("seat-ready"),
    createdAt: timestamp,
    data: z.object({ service: z.string(), slug: z.string(), heldUntil: timestamp }),
  }),
]);
export type UserNotice = z.infer<typeof userNotice>;
export const USER_NOTICE_KINDS = ["downtime-credit", "seat-ready"] as const;
