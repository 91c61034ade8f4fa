import { EXTENSION_MESSAGES, SERVICE_MESSAGES } from "@app/shared/messages";
import type { ServiceAccessDto, ServiceDto, SupportService } from "@app/shared/schemas/catalogue";
import { parseServiceSession } from "@app/shared/schemas/service-accounts";
import { isOnDomain, serviceDomainOf } from "@app/shared/service-hosts";
import { serviceSlug } from "@app/shared/slug";
import { urlFilterHost, urlFilterMatches } from "@app/shared/url-filter";
import { and, asc, eq, gt, isNotNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { categories, planServices, serviceAccounts, services, serviceUsage, subscriptions } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { iso } from "../../lib/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { fieldError, INVALID } from "../../lib/field-errors.ts";
import { likeContains } from "../../lib/like.ts";
import { oneColumn, paginate } from "../../lib/paginate.ts";
import { cachedCatalogue } from "../../lib/public-cache.ts";
import { open } from "../../lib/secret-box.ts";
import {
  type AssignmentReadBack,
  assignedSecret,
  assignmentStatements,
  openSession,
  writeFirstAccountStatements,
} from "../service-accounts/service-accounts.service.ts";
import { assertProbeUrl, probeUrlAllowed } from "./probe-url.ts";

type ServiceRow = typeof services.$inferSelect;
const UNIQUE_SLUG = { field: "name", message: SERVICE_MESSAGES.slugTaken, code: "SERVICE_NAME_TAKEN" } as const;

type CurrentIncident = { state: "down" | "degraded" | null; since: number | null };

export function toServiceDto(
  row: ServiceRow,
  category: CategoryNames,
  hasSecret: boolean,
  incident: CurrentIncident,
): ServiceDto {
  return {
    uuid: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    type_service: row.typeService,
    categoryUuid: row.categoryId,
    categoryName: category.categoryName,
    categoryNameIndonesian: category.categoryNameIndonesian,
    status: row.status,
    description: row.description,
    accessUrl: row.accessUrl,
    hasSecret,
    blockedUrls: row.blockedUrls ?? [],
    probeUrl: row.probeUrl,
    probeSignedInText: row.probeSignedInText,
    probeSignedOutText: row.probeSignedOutText,
    sortOrder: row.sortOrder,
    health: incident.state ?? "operational",
    healthSince: iso(incident.since),
  };
}

// D1 collapses duplicate column names in joins: the category name gets its own alias.
const categoryName = sql<string | null>`${categories.name}`.as("category_name");
const categoryNameIndonesian = sql<string | null>`${categories.nameIndonesian}`.as("category_name_indonesian");
type CategoryNames = { categoryName: string | null; categoryNameIndonesian: string | null };
// Whether any account of the service's pool holds a session (decision 047).
const hasSecret =
  sql<number>`exists (select 1 from service_accounts sa where sa.service_id = ${services.id} and sa.secret is not null)`.as(
    "has_secret",
  );
// The service's open incident (at most one, decision 048) is its state; none is operational.
const openIncident = (column: string) =>
  sql.raw(
    `(select ${column} from incidents i where i.service_id = "services"."id" and i.account_id is null and i.ended_at is null)`,
  );
const incidentState = sql<"down" | "degraded" | null>`${openIncident("state")}`.as("incident_state");
const incidentSince = sql<number | null>`${openIncident("started_at")}`.as("incident_since");
const withCategory = (db: Db) =>
  db
    .select({ service: services, categoryName, categoryNameIndonesian, hasSecret, incidentState, incidentSince })
    .from(services)
    .leftJoin(categories, eq(categories.id, services.categoryId));

export type ServiceFilters = {
  page: number;
  limit: number;
  search?: string | undefined;
  category?: string | undefined;
  type?: "cookie" | "key" | undefined;
  status?: "active" | "inactive" | undefined;
};

export async function list(db: Db, filters: ServiceFilters) {
  const conditions: SQL[] = [];
  if (filters.search) {
    conditions.push(
      or(likeContains(services.name, filters.search), likeContains(services.slug, filters.search)) as SQL,
    );
  }
  if (filters.category) conditions.push(eq(services.categoryId, filters.category));
  if (filters.type) conditions.push(eq(services.typeService, filters.type));
  if (filters.status) conditions.push(eq(services.status, filters.status));
  const where = conditions.length ? and(...conditions) : undefined;
  return paginate(db, filters, {
    rows: withCategory(db).where(where).orderBy(asc(services.sortOrder), asc(services.name)).$dynamic(),
    counted: db.select(oneColumn).from(services).where(where).$dynamic(),
    item: (r) => toServiceDto(r.service, r, !!r.hasSecret, { state: r.incidentState, since: r.incidentSince }),
  });
}

/** Public landing-page grid: active services' name and logo only. */
export async function previewServices(db: Db) {
  return db
    .select({ uuid: services.id, name: services.name, logo: services.logo, slug: services.slug })
    .from(services)
    .where(eq(services.status, "active"))
    .orderBy(asc(services.sortOrder), asc(services.name));
}

/** Names for the report form's service picker. */
async function find(db: Db, id: string) {
  const row = await withCategory(db).where(eq(services.id, id)).get();
  if (!row) throw AppError.notFound("Service");
  return row;
}

export const get = async (db: Db, id: string) => {
  const row = await find(db, id);
  return toServiceDto(row.service, row, !!row.hasSecret, {
    state: row.incidentState,
    since: row.incidentSince,
  });
};

async function assertCategory(db: Db, categoryUuid: string | null | undefined) {
  if (!categoryUuid) return;
  const found = await db.query.categories.findFirst({ where: eq(categories.id, categoryUuid) });
  if (!found) {
    throw new AppError(400, "VALIDATION_ERROR", "categoryUuid is invalid", {
      fields: [{ field: "categoryUuid", message: "categoryUuid is invalid", ...INVALID }],
    });
  }
}

export type ServiceInput = {
  name?: string | undefined;
  logo?: string | null | undefined;
  typeService?: "cookie" | "key" | undefined;
  categoryUuid?: string | null | undefined;
  status?: "active" | "inactive" | undefined;
  description?: string | null | undefined;
  accessUrl?: string | null | undefined;
  accessSecret?: string | null | undefined;
  blockedUrls?: string[] | undefined;
  probeUrl?: string | null | undefined;
  probeSignedInText?: string | null | undefined;
  probeSignedOutText?: string | null | undefined;
  sortOrder?: number | undefined;
};

/**
 * A blocked pattern falls on the service's own domain (issue 41: the extension installs it, and it
 * must never block other sites), and may not stop the page the service opens on: it would lock
 * every subscriber out.
 */
function assertBlockedUrls(blocked: readonly string[], accessUrl: string | null) {
  const domain = serviceDomainOf(accessUrl);
  const off = blocked.findIndex((pattern) => {
    const host = urlFilterHost(pattern);
    return !domain || !host || !isOnDomain(host, domain);
  });
  if (off >= 0)
    throw fieldError(`blockedUrls[${off}]`, `blockedUrls[${off}]: ${SERVICE_MESSAGES.blockedOffService}`, {
      code: "BLOCKED_URL_OFF_SERVICE",
    });
  if (!accessUrl) return;
  const index = blocked.findIndex((pattern) => urlFilterMatches(pattern, accessUrl));
  if (index >= 0)
    throw fieldError(`blockedUrls[${index}]`, `blockedUrls[${index}]: ${SERVICE_MESSAGES.blockedCoversService}`, {
      code: "BLOCKED_URL_COVERS_SERVICE",
    });
}

/** The cookie domains of a pasted session (the service dialog's first account), if it is one. */
function cookieDomainsOf(secret: string | null | undefined): string[] {
  if (!secret) return [];
  const parsed = parseServiceSession(secret);
  return parsed.ok ? parsed.session.cookies.map((c) => c.domain) : [];
}

/**
 * The probe URL is checked against the access URL's domain; only when it is elsewhere are the
 * cookie domains of the service's sessions (those saved and the one being written) read.
 */
async function assertServiceProbe(
  db: Db,
  env: AppEnv,
  serviceId: string,
  after: { probeUrl: string | null; accessUrl: string | null },
  accessSecret: string | null | undefined,
) {
  if (!after.probeUrl || probeUrlAllowed(after.probeUrl, after, [], env)) return;
  const domains = cookieDomainsOf(accessSecret);
  const sealed = await db
    .select({ secret: serviceAccounts.secret })
    .from(serviceAccounts)
    .where(and(eq(serviceAccounts.serviceId, serviceId), isNotNull(serviceAccounts.secret)))
    .limit(50);
  for (const { secret } of sealed) {
    const session = secret ? await openSession(env, secret).catch(() => null) : null;
    if (session) domains.push(...session.cookies.map((c) => c.domain));
  }
  assertProbeUrl(after.probeUrl, after, domains, env);
}

export async function createService(db: Db, env: AppEnv, actor: Actor, input: ServiceInput & { name: string }) {
  await assertCategory(db, input.categoryUuid);
  assertBlockedUrls(input.blockedUrls ?? [], input.accessUrl ?? null);
  assertProbeUrl(
    input.probeUrl ?? null,
    { accessUrl: input.accessUrl ?? null },
    cookieDomainsOf(input.accessSecret),
    env,
  );
  const now = Date.now();
  const row: ServiceRow = {
    id: crypto.randomUUID(),
    name: input.name,
    slug: serviceSlug(input.name),
    logo: input.logo ?? null,
    typeService: input.typeService ?? "cookie",
    categoryId: input.categoryUuid ?? null,
    status: input.status ?? "active",
    description: input.description ?? null,
    accessUrl: input.accessUrl ?? null,
    blockedUrls: input.blockedUrls ?? [],
    probeUrl: input.probeUrl ?? null,
    probeSignedInText: input.probeSignedInText || null,
    probeSignedOutText: input.probeSignedOutText || null,
    sortOrder: input.sortOrder ?? 0,
    createdAt: now,
    updatedAt: now,
  };
  await auditedWrite(
    db,
    actor,
    { action: "service.create", entity: "service", entityId: row.id, after: row },
    [
      db.insert(services).values(row),
      ...(input.accessSecret
        ? await writeFirstAccountStatements(db, env, row.id, row.typeService, input.accessSecret, now)
        : []),
    ],
    UNIQUE_SLUG,
  );
  return get(db, row.id);
}

export async function updateService(db: Db, env: AppEnv, actor: Actor, id: string, input: ServiceInput) {
  const { service: before } = await find(db, id);
  if (input.categoryUuid !== undefined) await assertCategory(db, input.categoryUuid);
  const pick = <K extends keyof ServiceInput>(key: K, fallback: ServiceRow[keyof ServiceRow]) =>
    input[key] === undefined ? fallback : input[key];
  const after: ServiceRow = {
    ...before,
    name: input.name ?? before.name,
    slug: input.name ? serviceSlug(input.name) : before.slug,
    logo: pick("logo", before.logo) as string | null,
    typeService: input.typeService ?? before.typeService,
    categoryId: pick("categoryUuid", before.categoryId) as string | null,
    status: input.status ?? before.status,
    description: pick("description", before.description) as string | null,
    accessUrl: pick("accessUrl", before.accessUrl) as string | null,
    blockedUrls: input.blockedUrls ?? before.blockedUrls,
    probeUrl: pick("probeUrl", before.probeUrl) as string | null,
    probeSignedInText: (pick("probeSignedInText", before.probeSignedInText) as string | null) || null,
    probeSignedOutText: (pick("probeSignedOutText", before.probeSignedOutText) as string | null) || null,
    sortOrder: input.sortOrder ?? before.sortOrder,
    updatedAt: Date.now(),
  };
  assertBlockedUrls(after.blockedUrls, after.accessUrl);
  if (input.probeUrl !== undefined || input.accessUrl !== undefined)
    await assertServiceProbe(db, env, id, after, input.accessSecret);
  await auditedWrite(
    db,
    actor,
    { action: "service.update", entity: "service", entityId: id, before: before, after: after },
    [
      db.update(services).set(after).where(eq(services.id, id)),
      // The first account's session; empty string clears it, undefined keeps it.
      ...(input.accessSecret === undefined
        ? []
        : await writeFirstAccountStatements(db, env, id, after.typeService, input.accessSecret ?? "")),
    ],
    UNIQUE_SLUG,
  );
  return get(db, id);
}

export async function remove(db: Db, actor: Actor, id: string) {
  const { service: before } = await find(db, id);
  await auditedWrite(db, actor, { action: "service.delete", entity: "service", entityId: id, before: before }, [
    db.delete(services).where(eq(services.id, id)),
  ]);
}

/** The services of the user's current active subscription; empty when there is none or it expired. */
/**
 * The services of the user's active subscription. The list depends on the package only, so it
 * comes from the catalogue cache (decision 044) when `cacheSeconds` > 0: the request then reads
 * one subscription row from D1, however large the catalogue (issue 15).
 */
export async function entitledServices(db: Db, userId: string, cacheSeconds = 0, now = Date.now()) {
  const [sub] = await db
    .select({ packageId: subscriptions.packageId, endAt: subscriptions.endAt })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .limit(1);
  if (!sub?.packageId || !sub.endAt || sub.endAt <= now) return [];
  const packageId = sub.packageId;
  return cachedCatalogue(`package-services/${packageId}`, cacheSeconds, () =>
    db
      .select({
        uuid: services.id,
        name: services.name,
        logo: services.logo,
        slug: services.slug,
        type_service: services.typeService,
        categoryName,
        categoryNameIndonesian,
      })
      .from(planServices)
      .innerJoin(services, eq(services.id, planServices.serviceId))
      .leftJoin(categories, eq(categories.id, services.categoryId))
      .where(and(eq(planServices.packageId, packageId), eq(services.status, "active")))
      .orderBy(asc(services.sortOrder), asc(services.name)),
  );
}

type Entitled = {
  row: { service: ServiceRow } & CategoryNames;
  endAt: number;
  /** The sealed session of the user's account of the service, when it is of `assignType`. */
  secret: () => string;
  /** This open took a seat of the pool (the user had none): the pool may be filling up. */
  tookSeat: boolean;
};

/**
 * One batch decides whether the user may open a service (by slug or uuid), records the access and,
 * for a service of `assignType`, gives the user their account of its pool (decision 047); 403 with
 * a clear message otherwise.
 */
async function openEntitled(
  db: Db,
  userId: string,
  by: { slug: string } | { id: string },
  now: number,
  assignType: "cookie" | "key",
): Promise<Entitled> {
  const serviceWhere = "slug" in by ? eq(services.slug, by.slug) : eq(services.id, by.id);
  const serviceId = "slug" in by ? sql`(select id from services where slug = ${by.slug})` : sql`${by.id}`;
  const entitled = sql`EXISTS (SELECT 1 FROM subscriptions s JOIN plan_services ps ON ps.package_id = s.package_id AND ps.service_id = ${serviceId}
    JOIN services sv ON sv.id = ps.service_id AND sv.status = 'active'
    WHERE s.user_id = ${userId} AND s.end_at > ${now})`;
  // The usage row and the assignment are written in the same batch, only when every check below
  // passes (issue 15: the session check and this batch are the route's two D1 round trips).
  const results = await db.batch([
    withCategory(db).where(serviceWhere),
    db
      .select({ endAt: subscriptions.endAt, included: planServices.id })
      .from(subscriptions)
      .leftJoin(
        planServices,
        and(eq(planServices.packageId, subscriptions.packageId), eq(planServices.serviceId, serviceId)),
      )
      .where(eq(subscriptions.userId, userId)),
    db.insert(serviceUsage).select(
      db
        .select({
          id: sql<string>`${crypto.randomUUID()}`.as("id"),
          userId: sql<string>`${userId}`.as("user_id"),
          serviceId: services.id,
          accessedAt: sql<number>`${now}`.as("accessed_at"),
        })
        .from(services)
        .innerJoin(subscriptions, and(eq(subscriptions.userId, userId), gt(subscriptions.endAt, now)))
        .innerJoin(
          planServices,
          and(eq(planServices.packageId, subscriptions.packageId), eq(planServices.serviceId, services.id)),
        )
        .where(and(serviceWhere, eq(services.status, "active"))),
    ),
    ...assignmentStatements(db, userId, serviceId, entitled, assignType, now),
  ]);
  const [found, entitlement] = results;
  const readBack = results.slice(-3) as AssignmentReadBack;
  const row = found[0];
  if (!row) throw AppError.notFound("Service");
  const sub = entitlement[0];
  if (!sub?.endAt || sub.endAt <= now)
    throw new AppError(403, "SUBSCRIPTION_REQUIRED", SERVICE_MESSAGES.noSubscription);
  if (!sub.included) throw new AppError(403, "NOT_ENTITLED", SERVICE_MESSAGES.notEntitled);
  if (row.service.status !== "active") throw new AppError(403, "SERVICE_UNAVAILABLE", SERVICE_MESSAGES.unavailable);
  return {
    row,
    endAt: sub.endAt,
    secret: () => assignedSecret(readBack, row.service.name),
    tookSeat: readBack[0][0]?.since === now,
  };
}

/**
 * What the panel shows to open one service. A key service carries the key of the user's account;
 * a cookie service never carries a secret: its session goes to the Access extension only
 * (`serviceSession`).
 */
/** Called when an open took a seat of the service's pool, with the service's id. */
export type OnSeatTaken = (serviceId: string) => Promise<void>;
const noHook: OnSeatTaken = async () => {};

export async function accessService(
  db: Db,
  env: AppEnv,
  userId: string,
  slug: string,
  onSeatTaken = noHook,
  now = Date.now(),
): Promise<ServiceAccessDto> {
  const { row, endAt, secret, tookSeat } = await openEntitled(db, userId, { slug }, now, "key");
  if (tookSeat) await onSeatTaken(row.service.id);
  const isKey = row.service.typeService === "key";
  return {
    uuid: row.service.id,
    name: row.service.name,
    slug: row.service.slug,
    logo: row.service.logo,
    type_service: row.service.typeService,
    categoryName: row.categoryName,
    categoryNameIndonesian: row.categoryNameIndonesian,
    accessUrl: row.service.accessUrl,
    secret: isKey ? await open(secret(), env.SERVICE_SECRET_KEY) : null,
    subscriptionEndsAt: new Date(endAt).toISOString(),
  };
}

/**
 * The session of the user's account of a cookie service and the pages to block while it is
 * applied, for the linked Access extension of an entitled user.
 */
export async function serviceSession(
  db: Db,
  env: AppEnv,
  userId: string,
  serviceId: string,
  onSeatTaken = noHook,
  now = Date.now(),
) {
  const { row, secret, tookSeat } = await openEntitled(db, userId, { id: serviceId }, now, "cookie");
  if (tookSeat) await onSeatTaken(row.service.id);
  if (row.service.typeService !== "cookie")
    throw new AppError(422, "NOT_COOKIE_SERVICE", EXTENSION_MESSAGES.notCookieService);
  if (!row.service.accessUrl) throw new AppError(422, "SERVICE_NO_SESSION", EXTENSION_MESSAGES.noCookies);
  const session = await openSession(env, secret());
  if (!session) throw new AppError(422, "SERVICE_NO_SESSION", EXTENSION_MESSAGES.noCookies);
  return {
    name: row.service.name,
    url: row.service.accessUrl,
    cookies: session.cookies,
    localStorage: session.localStorage,
    blockedUrls: row.service.blockedUrls ?? [],
    marker:
      row.service.probeSignedInText || row.service.probeSignedOutText
        ? { signedInText: row.service.probeSignedInText, signedOutText: row.service.probeSignedOutText }
        : null,
  };
}

/**
 * The services a user may report (issue 46): those of their subscription's package, ended or not
 * (a subscriber whose access stopped may say why); an admin, every active service.
 */
export async function reportableServices(db: Db, reporter: { id: string; role: string }): Promise<SupportService[]> {
  if (reporter.role === "admin") {
    return db
      .select({ uuid: services.id, name: services.name })
      .from(services)
      .where(eq(services.status, "active"))
      .orderBy(asc(services.name));
  }
  return db
    .select({ uuid: services.id, name: services.name })
    .from(subscriptions)
    .innerJoin(planServices, eq(planServices.packageId, subscriptions.packageId))
    .innerJoin(services, eq(services.id, planServices.serviceId))
    .where(eq(subscriptions.userId, reporter.id))
    .orderBy(asc(services.name));
}
