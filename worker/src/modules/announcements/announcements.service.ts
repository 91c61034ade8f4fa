import type { Locale } from "@app/shared/constants";
import type { AnnouncementDto } from "@app/shared/schemas/comms";
import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { announcementDismissals, announcements, subscriptions } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedRows } from "../../lib/audited-rows.ts";
import { iso } from "../../lib/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { renderMarkdown } from "../../lib/markdown.ts";
import { isActive } from "../subscriptions/subscriptions.service.ts";

type Row = typeof announcements.$inferSelect;

export const toDto = (a: Row): AnnouncementDto => ({
  uuid: a.id,
  titleEn: a.titleEn,
  titleId: a.titleId,
  bodyEn: a.bodyEn,
  bodyId: a.bodyId,
  htmlEn: renderMarkdown(a.bodyEn),
  htmlId: renderMarkdown(a.bodyId),
  level: a.level,
  audience: a.audience,
  startsAt: iso(a.startsAt),
  endsAt: iso(a.endsAt),
  published: a.published,
  createdAt: new Date(a.createdAt).toISOString(),
});

export type AnnouncementInput = {
  titleEn?: string | undefined;
  titleId?: string | undefined;
  bodyEn?: string | undefined;
  bodyId?: string | undefined;
  level?: Row["level"] | undefined;
  audience?: Row["audience"] | undefined;
  startsAt?: Date | null | undefined;
  endsAt?: Date | null | undefined;
  published?: boolean | undefined;
};

export async function list(db: Db) {
  return (await db.select().from(announcements).orderBy(desc(announcements.createdAt))).map(toDto);
}

const announcementRows = auditedRows(announcements, {
  label: "Announcement",
  entity: "announcement",
  action: "announcement",
});
export const get = async (db: Db, id: string) => toDto(await announcementRows.find(db, id));

export async function create(
  db: Db,
  actor: Actor,
  input: Required<Pick<AnnouncementInput, "titleEn" | "titleId" | "bodyEn" | "bodyId">> & AnnouncementInput,
) {
  const now = Date.now();
  const row: Row = {
    id: crypto.randomUUID(),
    titleEn: input.titleEn,
    titleId: input.titleId,
    bodyEn: input.bodyEn,
    bodyId: input.bodyId,
    level: input.level ?? "info",
    audience: input.audience ?? "everyone",
    startsAt: input.startsAt?.getTime() ?? null,
    endsAt: input.endsAt?.getTime() ?? null,
    published: input.published ?? false,
    createdBy: actor.id,
    createdAt: now,
    updatedAt: now,
  };
  await announcementRows.create(db, actor, row);
  return toDto(row);
}

export async function update(db: Db, actor: Actor, id: string, input: AnnouncementInput) {
  const before = await announcementRows.find(db, id);
  const after: Row = {
    ...before,
    ...Object.fromEntries(
      Object.entries(input).filter(([k, v]) => v !== undefined && k !== "startsAt" && k !== "endsAt"),
    ),
    startsAt: input.startsAt === undefined ? before.startsAt : (input.startsAt?.getTime() ?? null),
    endsAt: input.endsAt === undefined ? before.endsAt : (input.endsAt?.getTime() ?? null),
    updatedAt: Date.now(),
  };
  if (after.startsAt && after.endsAt && after.endsAt <= after.startsAt) {
    throw new AppError(400, "VALIDATION_ERROR", "endsAt must be after startsAt", {
      fields: [{ field: "endsAt", message: "endsAt must be after startsAt" }],
    });
  }
  await announcementRows.update(db, actor, before, after);
  return toDto(after);
}

export async function remove(db: Db, actor: Actor, id: string) {
  await announcementRows.remove(db, actor, await announcementRows.find(db, id));
}

/** Published, in their time window, for the user's audience, not dismissed by them; newest first. */
/**
 * The announcements a user sees now. One batch with the subscription (issue 15: a signed-in route
 * makes at most two D1 round trips, the session check being the first): every audience is read,
 * and the one that does not apply is dropped here.
 */
export async function forUser(db: Db, userId: string, locale: Locale, now = Date.now()) {
  const [subs, rows] = await db.batch([
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1),
    db
      .select({ a: announcements })
      .from(announcements)
      .leftJoin(
        announcementDismissals,
        and(eq(announcementDismissals.announcementId, announcements.id), eq(announcementDismissals.userId, userId)),
      )
      .where(
        and(
          eq(announcements.published, true),
          isNull(announcementDismissals.userId),
          or(isNull(announcements.startsAt), lte(announcements.startsAt, now)),
          or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
        ),
      )
      .orderBy(desc(sql`coalesce(${announcements.startsAt}, ${announcements.createdAt})`)),
  ]);
  // Whether this browser has the extensions only the panel knows: it drops `without_extensions` there.
  const audiences: Row["audience"][] = [
    "everyone",
    "without_extensions",
    isActive(subs[0] ?? null, now) ? "active" : "expired",
  ];
  return rows
    .filter(({ a }) => audiences.includes(a.audience))
    .map(({ a }) => ({
      uuid: a.id,
      title: locale === "id" ? a.titleId : a.titleEn,
      html: renderMarkdown(locale === "id" ? a.bodyId : a.bodyEn),
      level: a.level,
      audience: a.audience,
      startsAt: iso(a.startsAt ?? a.createdAt),
    }));
}

export async function dismiss(db: Db, userId: string, id: string) {
  await announcementRows.find(db, id);
  await db.insert(announcementDismissals).values({ announcementId: id, userId }).onConflictDoNothing();
}
