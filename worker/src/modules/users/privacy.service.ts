import type { Locale } from "@app/shared/constants";
import { and, asc, eq, gt, inArray, isNull, ne, or, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteSelect, SQLiteTable } from "drizzle-orm/sqlite-core";
import type { Db } from "../../db/client.ts";
import {
  announcementDismissals,
  announcements,
  emailUnsubscribes,
  emailVerifications,
  extensionLinkCodes,
  extensionTokens,
  newsletterSubscriptions,
  packages,
  passwordResets,
  referralRewards,
  referrals,
  refreshTokens,
  renewalCycles,
  renewalMethods,
  renewalReminders,
  serviceReports,
  services,
  serviceUsage,
  sessions,
  subscriptionLedger,
  subscriptions,
  supportConversations,
  supportMessages,
  toolUsage,
  transactions,
  users,
  voucherRedemptions,
  vouchers,
} from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { auditStatement } from "../../lib/audit.ts";
import { iso } from "../../lib/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { fieldError, REQUIRED } from "../../lib/field-errors.ts";
import { verifyPassword } from "../../lib/password.ts";
import { composeMail } from "../../mail/templates.ts";
import { emailSender } from "../../providers/email/registry.ts";
import { DEFAULT_FROM } from "../../providers/email/sender.ts";
import type { Authenticated, UserRow } from "../../types.ts";
import { maskName } from "../referrals/referrals.service.ts";

/** Rows per query of the export: every section is read in keyset pages of at most this many. */
export const EXPORT_PAGE_SIZE = 500;

/** How recent the session of a Google-only account must be to delete the account. */
export const REAUTH_WINDOW_MS = 10 * 60_000;

export const PRIVACY_MESSAGES = {
  passwordRequired: "password is a required field",
  wrongPassword: "The password is not correct",
  reauthRequired: "Sign in with Google again (within the last 10 minutes) to delete your account",
  lastAdmin: "You are the only admin: make someone else an admin before deleting your account",
} as const;

export const DELETED_USER_NAME = "Deleted user";

/** "budi.santoso@gmail.com" → "bu***@gmail.com": another person's address, recognisable but not disclosed. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return "***";
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

// ---- export ----

type Cursor = { at: number; key: string };

type Page = { items: unknown[]; cursor: Cursor | null };

/** A page's rows as JSON items, and the cursor of the next page when this one was full. */
function pageOf<Row>(rows: Row[], cursorOf: (row: Row) => Cursor, toItem: (row: Row) => unknown): Page {
  const last = rows.at(-1);
  return {
    items: rows.map(toItem),
    cursor: rows.length === EXPORT_PAGE_SIZE && last ? cursorOf(last) : null,
  };
}

type Section =
  | { name: string; one: () => Promise<unknown> }
  | { name: string; page: (cursor: Cursor | null) => Promise<Page> };

type RowOf<Q extends SQLiteSelect> = Q["_"]["result"][number];

/**
 * A list section: the user's rows of `rows()` (theirs through `keyset.owner`), read in keyset pages
 * on (at, key) ascending, so each page is an index range whatever the offset.
 */
function listSection<Q extends SQLiteSelect>(
  name: string,
  userId: string,
  keyset: { owner: SQLiteColumn; at: SQLiteColumn; key: SQLiteColumn },
  rows: () => Q,
  cursorOf: (row: RowOf<Q>) => Cursor,
  toItem: (row: RowOf<Q>) => unknown,
): Section {
  const { owner, at, key } = keyset;
  return {
    name,
    page: async (cursor) => {
      const after = cursor ? or(gt(at, cursor.at), and(eq(at, cursor.at), gt(key, cursor.key))) : undefined;
      const page: RowOf<Q>[] = await rows()
        .where(and(eq(owner, userId), after))
        .orderBy(asc(at), asc(key))
        .limit(EXPORT_PAGE_SIZE);
      return pageOf(page, cursorOf, toItem);
    },
  };
}

function profileOf(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerifiedAt: iso(user.emailVerifiedAt),
    phone: user.phone,
    country: user.country,
    role: user.role,
    status: user.status,
    locale: user.locale,
    renewalReminders: user.renewalReminders,
    referralCode: user.referralCode,
    hasPassword: user.passwordHash !== null,
    signsInWithGoogle: user.googleSub !== null,
    lastLoginAt: iso(user.lastLoginAt),
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

/** A list section of a table of the user's own rows, in keyset pages on (created_at, id). */
function ownRowsSection<T extends SQLiteTable & { id: SQLiteColumn; createdAt: SQLiteColumn }>(
  db: Db,
  name: string,
  userId: string,
  table: T,
  owner: SQLiteColumn,
  toItem: (row: T["$inferSelect"]) => unknown,
): Section {
  return listSection(
    name,
    userId,
    { owner, at: table.createdAt, key: table.id },
    () =>
      db
        .select()
        .from(table as SQLiteTable)
        .$dynamic(),
    (row) => ({ at: row.createdAt as number, key: row.id as string }),
    (row) => toItem(row as T["$inferSelect"]),
  );
}

type KeyedFields = { id: SQLiteColumn; at: SQLiteColumn } & Record<string, SQLiteColumn>;

/** A row of `fields`, each typed as possibly null: the left-joined ones are. */
type JoinedRow<F extends KeyedFields> = { [K in keyof F]: F[K]["_"]["data"] | null };

/**
 * A list section of the user's rows of `from`, each with columns of the row it refers to (left
 * joined on `on`), in keyset pages on the fields selected as `at` and `id`.
 */
function joinedRowsSection<F extends KeyedFields>(
  db: Db,
  name: string,
  userId: string,
  owner: SQLiteColumn,
  rows: { fields: F; from: SQLiteTable; join: SQLiteTable; on: SQL },
  toItem: (row: JoinedRow<F>) => unknown,
): Section {
  const { fields, from, join, on } = rows;
  return listSection(
    name,
    userId,
    { owner, at: fields.at, key: fields.id },
    () =>
      db
        .select(fields as KeyedFields)
        .from(from)
        .leftJoin(join, on)
        .$dynamic(),
    (r) => ({ at: r.at as number, key: r.id as string }),
    (r) => toItem(r as JoinedRow<F>),
  );
}

/** The profile, the sign-in sessions and the linked browser extensions. */
function accountSections(db: Db, user: UserRow): Section[] {
  const userId = user.id;
  return [
    { name: "profile", one: async () => profileOf(user) },
    listSection(
      "sessions",
      userId,
      { owner: sessions.userId, at: sessions.createdAt, key: sessions.id },
      () =>
        db
          .select({
            id: sessions.id,
            browser: sessions.browser,
            os: sessions.os,
            userAgent: sessions.userAgent,
            ip: sessions.ip,
            createdAt: sessions.createdAt,
            lastSeenAt: sessions.lastSeenAt,
            expiresAt: sessions.expiresAt,
            revokedAt: sessions.revokedAt,
            revokedReason: sessions.revokedReason,
          })
          .from(sessions)
          .$dynamic(),
      (r) => ({ at: r.createdAt, key: r.id }),
      (r) => ({
        ...r,
        createdAt: iso(r.createdAt),
        lastSeenAt: iso(r.lastSeenAt),
        expiresAt: iso(r.expiresAt),
        revokedAt: iso(r.revokedAt),
      }),
    ),
    // The token hash is only the cursor's tie-breaker; it is not written to the file.
    listSection(
      "linkedExtensions",
      userId,
      { owner: extensionTokens.userId, at: extensionTokens.createdAt, key: extensionTokens.tokenHash },
      () =>
        db
          .select({
            key: extensionTokens.tokenHash,
            extensionId: extensionTokens.extensionId,
            sessionId: extensionTokens.sessionId,
            createdAt: extensionTokens.createdAt,
            expiresAt: extensionTokens.expiresAt,
            revokedAt: extensionTokens.revokedAt,
          })
          .from(extensionTokens)
          .$dynamic(),
      (r) => ({ at: r.createdAt, key: r.key }),
      (r) => ({
        extensionId: r.extensionId,
        sessionId: r.sessionId,
        linkedAt: iso(r.createdAt),
        expiresAt: iso(r.expiresAt),
        revokedAt: iso(r.revokedAt),
      }),
    ),
  ];
}

/** The subscription, its ledger, the transactions and the vouchers redeemed. */
function billingSections(db: Db, userId: string): Section[] {
  return [
    {
      name: "subscription",
      one: async () => {
        const row = await db
          .select({ s: subscriptions, packageName: packages.name })
          .from(subscriptions)
          .leftJoin(packages, eq(packages.id, subscriptions.packageId))
          .where(eq(subscriptions.userId, userId))
          .get();
        if (!row) return null;
        return {
          id: row.s.id,
          packageId: row.s.packageId,
          packageName: row.packageName,
          startAt: iso(row.s.startAt),
          endAt: iso(row.s.endAt),
          bankedDays: row.s.bankedDays,
          createdAt: iso(row.s.createdAt),
          updatedAt: iso(row.s.updatedAt),
        };
      },
    },
    ownRowsSection(db, "subscriptionLedger", userId, subscriptionLedger, subscriptionLedger.userId, (r) => ({
      id: r.id,
      source: r.source,
      sourceId: r.sourceId,
      packageId: r.packageId,
      days: r.days,
      endBefore: iso(r.endBefore),
      endAfter: iso(r.endAfter),
      banked: r.banked,
      createdAt: iso(r.createdAt),
    })),
    ownRowsSection(db, "transactions", userId, transactions, transactions.userId, (r) => ({
      id: r.id,
      packageId: r.packageId,
      packageName: r.packageName,
      days: r.days,
      provider: r.provider,
      providerRef: r.providerRef,
      amount: r.amount,
      discountAmount: r.discountAmount,
      currency: r.currency,
      status: r.status,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
      completedAt: iso(r.completedAt),
      expiresAt: iso(r.expiresAt),
      isRenewal: r.isRenewal,
    })),
    {
      // At most three a cycle (7, 3 and 1 days before the end), so they are read whole.
      name: "renewalReminders",
      one: async () =>
        (
          await db
            .select()
            .from(renewalReminders)
            .where(eq(renewalReminders.userId, userId))
            .orderBy(asc(renewalReminders.sentAt))
        ).map((r) => ({ endAt: iso(r.endAt), daysBefore: r.daysBefore, sentAt: iso(r.sentAt) })),
    },
    // Auto-renew (issue 43): the linked methods without the provider's token, and the renewals.
    ownRowsSection(db, "renewalMethods", userId, renewalMethods, renewalMethods.userId, (r) => ({
      id: r.id,
      provider: r.provider,
      channel: r.channel,
      label: r.label,
      status: r.status,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
    ownRowsSection(db, "renewals", userId, renewalCycles, renewalCycles.userId, (r) => ({
      id: r.id,
      endAt: iso(r.endAt),
      packageId: r.packageId,
      transactionId: r.transactionId,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      attempts: r.attempts,
      failureCode: r.failureCode,
      graceDays: r.graceDays,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    })),
    listSection(
      "voucherRedemptions",
      userId,
      { owner: voucherRedemptions.userId, at: voucherRedemptions.redeemedAt, key: voucherRedemptions.id },
      () =>
        db
          .select({ r: voucherRedemptions, code: vouchers.code })
          .from(voucherRedemptions)
          .leftJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
          .$dynamic(),
      (row) => ({ at: row.r.redeemedAt, key: row.r.id }),
      (row) => ({
        id: row.r.id,
        voucherCode: row.code,
        days: row.r.days,
        periodStart: iso(row.r.periodStart),
        periodEnd: iso(row.r.periodEnd),
        redeemedAt: iso(row.r.redeemedAt),
      }),
    ),
  ];
}

/** Who referred the user, whom they referred, and the rewards they earned. */
function referralSections(db: Db, userId: string): Section[] {
  return [
    {
      // The one referral that brought this user in (referred_id is unique).
      name: "referredBy",
      one: async () => {
        const row = await db
          .select({ r: referrals, name: users.name, email: users.email })
          .from(referrals)
          .leftJoin(users, eq(users.id, referrals.referrerId))
          .where(eq(referrals.referredId, userId))
          .get();
        if (!row) return null;
        return {
          id: row.r.id,
          code: row.r.code,
          referrer: { name: row.name ? maskName(row.name) : null, email: row.email ? maskEmail(row.email) : null },
          status: row.r.status,
          ip: row.r.ip,
          convertedAt: iso(row.r.convertedAt),
          createdAt: iso(row.r.createdAt),
        };
      },
    },
    // Friends this user referred: their identity is masked, their IP left out.
    listSection(
      "referralsMade",
      userId,
      { owner: referrals.referrerId, at: referrals.createdAt, key: referrals.id },
      () =>
        db
          .select({ r: referrals, name: users.name, email: users.email })
          .from(referrals)
          .leftJoin(users, eq(users.id, referrals.referredId))
          .$dynamic(),
      (row) => ({ at: row.r.createdAt, key: row.r.id }),
      (row) => ({
        id: row.r.id,
        code: row.r.code,
        referred: {
          name: row.name ? maskName(row.name) : null,
          email: row.email ? maskEmail(row.email) : null,
        },
        status: row.r.status,
        flagReason: row.r.flagReason,
        convertedAt: iso(row.r.convertedAt),
        createdAt: iso(row.r.createdAt),
      }),
    ),
    ownRowsSection(db, "referralRewards", userId, referralRewards, referralRewards.referrerId, (r) => ({
      id: r.id,
      referralId: r.referralId,
      kind: r.kind,
      days: r.days,
      createdAt: iso(r.createdAt),
    })),
  ];
}

/** Service reports and use, support conversations, media downloads and dismissed announcements. */
function activitySections(db: Db, userId: string): Section[] {
  return [
    ownRowsSection(db, "serviceReports", userId, serviceReports, serviceReports.userId, (r) => ({
      id: r.id,
      serviceId: r.serviceId,
      serviceName: r.serviceName,
      description: r.description,
      status: r.status,
      resolvedAt: iso(r.resolvedAt),
      createdAt: iso(r.createdAt),
    })),
    joinedRowsSection(
      db,
      "serviceUsage",
      userId,
      serviceUsage.userId,
      {
        fields: {
          id: serviceUsage.id,
          serviceId: serviceUsage.serviceId,
          name: services.name,
          at: serviceUsage.accessedAt,
        },
        from: serviceUsage,
        join: services,
        on: eq(services.id, serviceUsage.serviceId),
      },
      (r) => ({ id: r.id, serviceId: r.serviceId, serviceName: r.name, accessedAt: iso(r.at) }),
    ),
    ownRowsSection(db, "supportConversations", userId, supportConversations, supportConversations.userId, (r) => ({
      id: r.id,
      channel: r.channel,
      topic: r.topic,
      subject: r.subject,
      status: r.status,
      createdAt: iso(r.createdAt),
    })),
    listSection(
      "supportMessages",
      userId,
      { owner: supportConversations.userId, at: supportMessages.createdAt, key: supportMessages.id },
      () =>
        db
          .select({ m: supportMessages })
          .from(supportMessages)
          .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
          .$dynamic(),
      (row) => ({ at: row.m.createdAt, key: row.m.id }),
      (row) => ({
        conversationId: row.m.conversationId,
        author: row.m.author,
        body: row.m.body,
        createdAt: iso(row.m.createdAt),
      }),
    ),
    {
      // Media downloader uses per UTC day (the daily quota).
      name: "mediaDownloads",
      page: async (cursor) => {
        const rows = await db
          .select({ day: toolUsage.day, count: toolUsage.count })
          .from(toolUsage)
          .where(and(eq(toolUsage.userId, userId), cursor ? gt(toolUsage.day, String(cursor.key)) : undefined))
          .orderBy(asc(toolUsage.day))
          .limit(EXPORT_PAGE_SIZE);
        return pageOf(
          rows,
          (r) => ({ at: 0, key: r.day }),
          (r) => ({ day: r.day, downloads: r.count }),
        );
      },
    },
    joinedRowsSection(
      db,
      "announcementsDismissed",
      userId,
      announcementDismissals.userId,
      {
        fields: {
          id: announcementDismissals.announcementId,
          titleEn: announcements.titleEn,
          titleId: announcements.titleId,
          at: announcementDismissals.dismissedAt,
        },
        from: announcementDismissals,
        join: announcements,
        on: eq(announcements.id, announcementDismissals.announcementId),
      },
      (r) => ({ announcementId: r.id, title: { en: r.titleEn, id: r.titleId }, dismissedAt: iso(r.at) }),
    ),
  ];
}

/** The newsletter subscription and the opt-out of emails, filed under the user's address. */
function newsletterSection(db: Db, user: UserRow): Section {
  return {
    name: "newsletter",
    one: async () => {
      // Rows filed under an address are the person's only once the account proved it holds it.
      if (!user.emailVerifiedAt) return { subscription: null, unsubscribedFromEmailsAt: null };
      const [subscription, unsubscribe] = await db.batch([
        db
          .select({
            locale: newsletterSubscriptions.locale,
            confirmedAt: newsletterSubscriptions.confirmedAt,
            createdAt: newsletterSubscriptions.createdAt,
          })
          .from(newsletterSubscriptions)
          .where(eq(newsletterSubscriptions.email, user.email)),
        db
          .select({ createdAt: emailUnsubscribes.createdAt })
          .from(emailUnsubscribes)
          .where(eq(emailUnsubscribes.email, user.email)),
      ]);
      const sub = subscription[0];
      return {
        subscription: sub
          ? {
              email: user.email,
              locale: sub.locale,
              confirmed: sub.confirmedAt !== null,
              confirmedAt: iso(sub.confirmedAt),
              subscribedAt: iso(sub.createdAt),
            }
          : null,
        unsubscribedFromEmailsAt: iso(unsubscribe[0]?.createdAt),
      };
    },
  };
}

/** Every section of the export, in file order. Secrets (hashes, tokens) are never selected. */
function exportSections(db: Db, user: UserRow): Section[] {
  return [
    ...accountSections(db, user),
    ...billingSections(db, user.id),
    ...referralSections(db, user.id),
    ...activitySections(db, user.id),
    newsletterSection(db, user),
  ];
}

/** The export as JSON text chunks: the sections one after another, each list read page by page. */
async function* exportChunks(db: Db, user: UserRow, now: number): AsyncGenerator<string> {
  yield `{"format":"premiumhub-data-export","version":1,"exportedAt":${JSON.stringify(new Date(now).toISOString())}`;
  for (const section of exportSections(db, user)) {
    const key = JSON.stringify(section.name);
    if ("one" in section) {
      yield `,${key}:${JSON.stringify(await section.one())}`;
      continue;
    }
    yield `,${key}:[`;
    let cursor: Cursor | null = null;
    let first = true;
    do {
      const page: Page = await section.page(cursor);
      if (page.items.length > 0) {
        yield `${first ? "" : ","}${page.items.map((item) => JSON.stringify(item)).join(",")}`;
        first = false;
      }
      cursor = page.cursor;
    } while (cursor);
    yield "]";
  }
  yield "}\n";
}

/**
 * Everything stored about the user as one JSON document, streamed: at most one page of one section
 * is in memory at a time, however long the history.
 */
export function exportUserData(db: Db, user: UserRow, now = Date.now()): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunks = exportChunks(db, user, now);
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

// ---- deletion ----

async function sendDeletionEmail(db: Db, env: AppEnv, user: UserRow, locale: Locale) {
  await emailSender(env, db).send({
    to: user.email,
    from: DEFAULT_FROM,
    ...composeMail(env, "accountDeleted", locale, { name: user.name }),
  });
}

/**
 * The owner deletes their account. A password account confirms with the password; a Google-only
 * account must have signed in within REAUTH_WINDOW_MS. The confirmation goes to the real address
 * first; then one batch anonymises the row, ends every session, extension and link, drops data
 * kept only for the person (newsletter, dismissals, usage) and writes the audit row. Transactions,
 * the subscription ledger, vouchers and referral rewards stay for accounting, on the anonymised row.
 */
export async function deleteOwnAccount(
  db: Db,
  env: AppEnv,
  auth: Authenticated,
  input: { password?: string | undefined },
  context: { locale: Locale; requestId: string | null },
  now = Date.now(),
) {
  const { user, session } = auth;
  if (user.passwordHash) {
    if (!input.password) throw fieldError("password", PRIVACY_MESSAGES.passwordRequired, REQUIRED);
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      throw fieldError("password", PRIVACY_MESSAGES.wrongPassword);
    }
  } else if (now - session.createdAt > REAUTH_WINDOW_MS) {
    throw new AppError(403, "REAUTH_REQUIRED", PRIVACY_MESSAGES.reauthRequired);
  }
  // An admin still to pass the second factor has the user role on this request (decision 053).
  if (user.role === "admin" || auth.adminAccess) {
    const other = await db.query.users.findFirst({
      where: and(eq(users.role, "admin"), eq(users.status, "active"), ne(users.id, user.id)),
      columns: { id: true },
    });
    if (!other) throw new AppError(422, "LAST_ADMIN", PRIVACY_MESSAGES.lastAdmin);
  }

  await sendDeletionEmail(db, env, user, context.locale);

  const anonymous = crypto.randomUUID();
  const address = `deleted-${anonymous}@deleted.invalid`;
  const ownSessions = db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
  const ownConversations = db
    .select({ id: supportConversations.id })
    .from(supportConversations)
    .where(
      // A visitor's conversations under this address are the account's only once it is verified.
      user.emailVerifiedAt
        ? or(eq(supportConversations.userId, user.id), eq(supportConversations.email, user.email))
        : eq(supportConversations.userId, user.id),
    );
  await db.batch([
    db
      .update(users)
      .set({
        name: DELETED_USER_NAME,
        email: address,
        emailCanonical: address,
        phone: null,
        country: null,
        passwordHash: null,
        googleSub: null,
        locale: null,
        // Lower case and longer than a code can be: findReferrer upper-cases its input, so no
        // typed code can ever match it again.
        referralCode: `deleted-${anonymous}`,
        status: "deleted",
        updatedAt: now,
      })
      .where(eq(users.id, user.id)),
    db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: "account_deleted" })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt))),
    db.update(sessions).set({ userAgent: null, ip: null }).where(eq(sessions.userId, user.id)),
    db.delete(refreshTokens).where(inArray(refreshTokens.sessionId, ownSessions)),
    db
      .update(extensionTokens)
      .set({ revokedAt: now })
      .where(and(eq(extensionTokens.userId, user.id), isNull(extensionTokens.revokedAt))),
    db.delete(extensionLinkCodes).where(eq(extensionLinkCodes.userId, user.id)),
    db.delete(passwordResets).where(eq(passwordResets.userId, user.id)),
    db.delete(emailVerifications).where(eq(emailVerifications.userId, user.id)),
    ...(user.emailVerifiedAt
      ? [db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email))]
      : []),
    db.delete(announcementDismissals).where(eq(announcementDismissals.userId, user.id)),
    db.delete(serviceUsage).where(eq(serviceUsage.userId, user.id)),
    db.delete(toolUsage).where(eq(toolUsage.userId, user.id)),
    // Support conversations are the person's own words: their chats and their contact messages go.
    db.delete(supportMessages).where(inArray(supportMessages.conversationId, ownConversations)),
    db.delete(supportConversations).where(inArray(supportConversations.id, ownConversations)),
    db.update(referrals).set({ ip: null }).where(eq(referrals.referredId, user.id)),
    auditStatement(db, {
      actorId: user.id,
      action: "user.delete_self",
      entity: "user",
      entityId: user.id,
      before: { status: user.status },
      after: { status: "deleted" },
      requestId: context.requestId,
    }),
  ]);
}
