import type { Locale } from "@app/shared/constants";
import type { UserListQuery } from "@app/shared/schemas/users";
import { and, asc, desc, eq, gt, inArray, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema.ts";
import { auditStatement } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { fieldError, REQUIRED } from "../../lib/field-errors.ts";
import { type KeysetCursor, keysetAfter, nextKeyset, oneColumn, paginate } from "../../lib/paginate.ts";
import { toE164 } from "../../lib/phone.ts";
import { searchOnTerms, userSearchWhere } from "../../lib/search-terms.ts";
import type { UserRow } from "../../types.ts";
import { toUserDto } from "../auth/auth.service.ts";

export type UserFilters = Pick<UserListQuery, "search" | "status" | "sortBy" | "sortOrder">;

function filterWhere(filters: UserFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(users.status, filters.status));
  if (filters.search) conditions.push(userSearchWhere(filters.search));
  return conditions.length ? and(...conditions) : undefined;
}

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  name: users.name,
  email: users.email,
  status: users.status,
} as const;

export async function listUsers(db: Db, query: UserListQuery) {
  const where = filterWhere(query);
  const column = SORT_COLUMNS[query.sortBy];
  const order = query.sortOrder === "asc" ? [asc(column), asc(users.id)] : [desc(column), desc(users.id)];
  const rows = db
    .select()
    .from(users)
    .where(where)
    .orderBy(...order)
    .$dynamic();
  // A search as the only filter is counted, and paged in creation order, on its terms (decision 046).
  const onTerms = query.search && !query.status ? searchOnTerms(db, query.search) : null;
  const byCreation = onTerms && query.sortBy === "createdAt" ? onTerms : null;
  return paginate(db, query, {
    rows,
    page: byCreation
      ? (page) =>
          db
            .select()
            .from(users)
            .where(inArray(users.id, byCreation.pageIds(page, query.sortOrder)))
            .orderBy(...order)
            .$dynamic()
      : undefined,
    counted: onTerms ? onTerms.counted : db.select(oneColumn).from(users).where(where).$dynamic(),
    item: (row) => toUserDto(row, null),
  });
}

const EXPORT_PAGE = 500;

/** One page of the export, by keyset (created_at, id) so every page is an index range scan. */
export async function exportPage(db: Db, filters: UserFilters, cursor: KeysetCursor | null) {
  const rows = await db
    .select()
    .from(users)
    .where(and(filterWhere(filters), keysetAfter(users.createdAt, users.id, cursor)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(EXPORT_PAGE);
  return { rows, cursor: nextKeyset(rows, EXPORT_PAGE) };
}

export async function updateProfile(
  db: Db,
  user: UserRow,
  input: {
    name?: string | undefined;
    phone?: string | undefined;
    country?: string | undefined;
    locale?: Locale | undefined;
    renewalReminders?: boolean | undefined;
  },
) {
  const country = input.country ?? user.country;
  if (input.phone && !country) throw fieldError("country", "country is a required field", REQUIRED);
  const phone = input.phone
    ? toE164(input.phone, country as string)
    : input.country && user.phone
      ? toE164(user.phone, country as string)
      : user.phone;
  const [updated] = await db
    .update(users)
    .set({
      name: input.name ?? user.name,
      phone,
      country,
      locale: input.locale ?? user.locale,
      // Only when sent: a profile save racing the box must not write back what it read.
      ...(input.renewalReminders === undefined ? {} : { renewalReminders: input.renewalReminders }),
      updatedAt: Date.now(),
    })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw AppError.notFound("User");
  return updated;
}

/** Admin status switch; suspending revokes every session at once (same batch), and it is audited. */
export async function setUserStatus(
  db: Db,
  actor: { id: string; requestId: string | null },
  userId: string,
  status: UserRow["status"],
) {
  const before = await db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!before) throw AppError.notFound("User");
  if (before.status === "deleted") {
    throw new AppError(422, "USER_DELETED", "A deleted account cannot be changed");
  }
  if (before.id === actor.id && status !== "active") {
    throw new AppError(422, "USER_OWN_STATUS", "You cannot change the status of your own account");
  }
  const now = Date.now();
  const [updated] = await db.batch([
    db.update(users).set({ status, updatedAt: now }).where(eq(users.id, userId)).returning(),
    ...(status === "suspended"
      ? [
          db
            .update(sessions)
            .set({ revokedAt: now, revokedReason: "suspended" })
            .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, 0))),
        ]
      : []),
    auditStatement(db, {
      actorId: actor.id,
      action: "user.status",
      entity: "user",
      entityId: userId,
      before: { status: before.status },
      after: { status },
      requestId: actor.requestId,
    }),
  ]);
  return updated[0] as UserRow;
}
