import type { UserNotice } from "@app/shared/schemas/incidents";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userNotices } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";

const SHOWN = 10;

type CreditData = { service: string; days: number; startedAt: number; endedAt: number };
type SeatData = { service: string; slug: string; heldUntil: number };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The user's unread notices, newest first: why days were added (a downtime credit), or a seat of a
 * full pool that is now theirs (decision 070; gone once opened or once its hold ended).
 */
export async function unreadNotices(db: Db, userId: string): Promise<UserNotice[]> {
  const rows = await db
    .select()
    .from(userNotices)
    .where(and(eq(userNotices.userId, userId), isNull(userNotices.readAt)))
    .orderBy(desc(userNotices.createdAt))
    .limit(SHOWN);
  return rows.map((row): UserNotice => {
    const base = { uuid: row.id, createdAt: iso(row.createdAt) };
    if (row.kind === "seat-ready") {
      const data = row.data as SeatData;
      return {
        ...base,
        kind: "seat-ready",
        data: { service: data.service, slug: data.slug, heldUntil: iso(data.heldUntil) },
      };
    }
    const data = row.data as CreditData;
    return {
      ...base,
      kind: "downtime-credit",
      data: {
        service: data.service,
        days: data.days,
        startedAt: iso(data.startedAt),
        endedAt: iso(data.endedAt),
      },
    };
  });
}

export async function markNoticeRead(db: Db, userId: string, id: string, now = Date.now()) {
  const [row] = await db
    .update(userNotices)
    .set({ readAt: now })
    .where(and(eq(userNotices.id, id), eq(userNotices.userId, userId)))
    .returning({ id: userNotices.id });
  if (!row) throw AppError.notFound("Notice");
  return { read: true };
}
