import type { UserNotice } from "@app/shared/schemas/incidents";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { userNotices } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";

const SHOWN = 10;

type CreditData = { service: string; days: number; startedAt: number; endedAt: number };

/** The user's unread notices, newest first (a downtime credit says why days were added). */
export async function unreadNotices(db: Db, userId: string): Promise<UserNotice[]> {
  const rows = await db
    .select()
    .from(userNotices)
    .where(and(eq(userNotices.userId, userId), isNull(userNotices.readAt)))
    .orderBy(desc(userNotices.createdAt))
    .limit(SHOWN);
  return rows.map((row) => {
    const data = row.data as CreditData;
    return {
      uuid: row.id,
      kind: row.kind,
      createdAt: new Date(row.createdAt).toISOString(),
      data: {
        service: data.service,
        days: data.days,
        startedAt: new Date(data.startedAt).toISOString(),
        endedAt: new Date(data.endedAt).toISOString(),
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
