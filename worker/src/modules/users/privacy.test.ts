import { env } from "cloudflare:workers";
import { translate } from "@app/shared/i18n/translate";
import { and, eq, inArray, ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { call, createUser, db, errorOf, PASSWORD, signIn, uniqueEmail } from "../../../test/factories.ts";
import {
  announcementDismissals,
  announcements,
  auditLog,
  extensionTokens,
  newsletterSubscriptions,
  outbox,
  passwordResets,
  referrals,
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
  transactions,
  users,
  voucherRedemptions,
  vouchers,
} from "../../db/schema.ts";
import { sha256Hex } from "../../lib/tokens.ts";
import { openSession } from "../auth/auth.service.ts";
import { EXPORT_PAGE_SIZE, REAUTH_WINDOW_MS } from "./privacy.service.ts";

type User = typeof users.$inferSelect;
type Masked = { name: string | null; email: string | null };

/** The parts of the export file the tests read. */
interface ExportFile {
  profile: Record<string, unknown>;
  sessions: Record<string, unknown>[];
  linkedExtensions: Record<string, unknown>[];
  subscription: Record<string, unknown> | null;
  subscriptionLedger: Record<string, unknown>[];
  supportConversations: Record<string, unknown>[];
  supportMessages: Record<string, unknown>[];
  transactions: { id: string }[];
  renewalReminders: Record<string, unknown>[];
  renewalMethods: Record<string, unknown>[];
  renewals: Record<string, unknown>[];
  voucherRedemptions: Record<string, unknown>[];
  referredBy: { code: string; ip: string | null; referrer: Masked } | null;
  referralsMade: { referred: Masked }[];
  serviceReports: Record<string, unknown>[];
  serviceUsage: { id: string; serviceId: string }[];
  announcementsDismissed: Record<string, unknown>[];
  newsletter: { subscription: Record<string, unknown> | null };
}

/** One of each kind of row that points at a user, so the export and the deletion have work to do. */
async function seedActivity(user: User, sessionId: string) {
  const tag = crypto.randomUUID().slice(0, 8);
  const [service] = await db()
    .insert(services)
    .values({ name: `Service ${tag}`, slug: `service-${tag}` })
    .returning();
  const [announcement] = await db()
    .insert(announcements)
    .values({ titleEn: `News ${tag}`, titleId: `Berita ${tag}`, bodyEn: "b", bodyId: "b", published: true })
    .returning();
  const [voucher] = await db()
    .insert(vouchers)
    .values({ code: `V${tag}`.toUpperCase(), days: 7 })
    .returning();
  const [transaction] = await db()
    .insert(transactions)
    .values({
      userId: user.id,
      packageName: "Pro",
      days: 30,
      provider: "sandbox",
      amount: 50_000,
      currency: "IDR",
      status: "completed",
      completedAt: Date.now(),
    })
    .returning();
  const extensionTokenHash = await sha256Hex(`ext-${tag}`);
  const resetTokenHash = await sha256Hex(`reset-${tag}`);
  await db().batch([
    db()
      .insert(subscriptions)
      .values({ userId: user.id, startAt: Date.now(), endAt: Date.now() + 86_400_000 }),
    db()
      .insert(subscriptionLedger)
      .values({ userId: user.id, source: "payment", sourceId: transaction?.id ?? tag, days: 30 }),
    db()
      .insert(voucherRedemptions)
      .values({ voucherId: voucher?.id ?? "", userId: user.id, days: 7 }),
    db()
      .insert(renewalReminders)
      .values({ userId: user.id, endAt: Date.UTC(2026, 11, 8), daysBefore: 7, sentAt: Date.UTC(2026, 11, 1) }),
    db()
      .insert(renewalMethods)
      .values({
        userId: user.id,
        provider: "xendit",
        channel: "DANA",
        tokenId: `pt-secret-${tag}`,
        label: "DANA ••••1234",
        status: "active",
      }),
    db()
      .insert(serviceReports)
      .values({
        userId: user.id,
        serviceId: service?.id,
        serviceName: service?.name ?? "",
        description: `Broken cookie ${tag}`,
      }),
    db()
      .insert(serviceUsage)
      .values({ userId: user.id, serviceId: service?.id ?? "" }),
    db()
      .insert(announcementDismissals)
      .values({ announcementId: announcement?.id ?? "", userId: user.id }),
    db().insert(newsletterSubscriptions).values({ email: user.email, locale: "en", confirmedAt: Date.now() }),
    db()
      .insert(extensionTokens)
      .values({
        tokenHash: extensionTokenHash,
        userId: user.id,
        sessionId,
        extensionId: "core",
        expiresAt: Date.now() + 86_400_000,
      }),
    db()
      .insert(passwordResets)
      .values({ tokenHash: resetTokenHash, userId: user.id, expiresAt: Date.now() + 3_600_000 }),
  ]);
  const [conversation] = await db()
    .insert(supportConversations)
    .values({
      userId: user.id,
      name: user.name,
      email: user.email,
      locale: "en",
      channel: "chat",
      subject: `Help ${tag}`,
      preview: `Help ${tag}`,
      lastAuthor: "user",
      lastMessageAt: Date.now(),
    })
    .returning();
  await db()
    .insert(supportMessages)
    .values({ conversationId: conversation?.id ?? "", author: "user", authorId: user.id, body: `Chat ${tag}` });
  return {
    conversationId: conversation?.id ?? "",
    transactionId: transaction?.id ?? "",
    serviceId: service?.id ?? "",
    extensionTokenHash,
    resetTokenHash,
  };
}

async function sessionIdOf(userId: string) {
  const row = await db().query.sessions.findFirst({ where: eq(sessions.userId, userId) });
  return row?.id ?? "";
}

async function exportOf(token: string) {
  const res = await call("/api/users/me/export", { token });
  expect(res.status).toBe(200);
  const text = await res.text();
  return { res, text, data: JSON.parse(text) as ExportFile };
}

describe("GET /api/users/me/export", () => {
  it("answers 401 to a visitor", async () => {
    expect((await call("/api/users/me/export")).status).toBe(401);
  });

  it("is a JSON file of the user's own data from every table, with no secrets and nothing of others", async () => {
    const friend = await createUser({ name: "Budi Santoso", email: uniqueEmail("budi") });
    const user = await createUser({ name: "Rina Wijaya", emailVerifiedAt: Date.now() });
    const stranger = await createUser({ name: "Other Person" });
    await db().batch([
      db()
        .insert(referrals)
        .values({ referrerId: friend.id, referredId: user.id, code: friend.referralCode, ip: "198.51.100.7" }),
      db()
        .insert(referrals)
        .values({ referrerId: user.id, referredId: stranger.id, code: user.referralCode, ip: "203.0.113.99" }),
    ]);
    const { token } = await signIn(user.email);
    const seeded = await seedActivity(user, await sessionIdOf(user.id));
    await signIn(stranger.email);
    const other = await seedActivity(stranger, await sessionIdOf(stranger.id));

    const { res, text, data } = await exportOf(token);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="premiumhub-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(data)).toEqual([
      "format",
      "version",
      "exportedAt",
      "profile",
      "sessions",
      "linkedExtensions",
      "subscription",
      "subscriptionLedger",
      "transactions",
      "renewalReminders",
      "renewalMethods",
      "renewals",
      "voucherRedemptions",
      "referredBy",
      "referralsMade",
      "referralRewards",
      "serviceReports",
      "serviceUsage",
      "supportConversations",
      "supportMessages",
      "mediaDownloads",
      "announcementsDismissed",
      "newsletter",
    ]);

    expect(data.profile).toMatchObject({
      id: user.id,
      email: user.email,
      name: "Rina Wijaya",
      phone: user.phone,
      hasPassword: true,
      signsInWithGoogle: false,
    });
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ revokedAt: null, browser: expect.stringContaining("Chrome") });
    expect(data.linkedExtensions).toEqual([expect.objectContaining({ extensionId: "core", revokedAt: null })]);
    expect(data.subscription).toMatchObject({ bankedDays: 0 });
    expect(data.subscriptionLedger).toEqual([expect.objectContaining({ sourceId: seeded.transactionId, days: 30 })]);
    expect(data.transactions.map((t) => t.id)).toEqual([seeded.transactionId]);
    // The reminders mailed before the end (issue 43), theirs only.
    expect(data.renewalReminders).toEqual([
      { endAt: "2026-12-08T00:00:00.000Z", daysBefore: 7, sentAt: "2026-12-01T00:00:00.000Z" },
    ]);
    // The linked wallet as the subscriber knows it; the provider's token stays with us.
    expect(data.renewalMethods).toEqual([
      expect.objectContaining({ provider: "xendit", channel: "DANA", label: "DANA ••••1234", status: "active" }),
    ]);
    expect(JSON.stringify(data)).not.toContain("pt-secret-");
    expect(data.renewals).toEqual([]);
    expect(data.voucherRedemptions).toHaveLength(1);
    expect(data.serviceReports).toEqual([expect.objectContaining({ serviceId: seeded.serviceId })]);
    expect(data.serviceUsage).toEqual([expect.objectContaining({ serviceId: seeded.serviceId })]);
    expect(data.announcementsDismissed).toHaveLength(1);
    expect(data.supportConversations).toEqual([expect.objectContaining({ id: seeded.conversationId })]);
    expect(data.supportMessages).toEqual([expect.objectContaining({ conversationId: seeded.conversationId })]);
    expect(data.newsletter.subscription).toMatchObject({ email: user.email, confirmed: true });
    // Referrals both ways: the other person is masked, their IP left out; the user's own IP is theirs.
    expect(data.referredBy).toMatchObject({ code: friend.referralCode, ip: "198.51.100.7" });
    expect(data.referredBy?.referrer).toEqual({ name: "Bu*** S***", email: "bu***@example.com" });
    expect(data.referralsMade.map((r) => r.referred)).toEqual([
      { name: "Ot*** P***", email: `${stranger.email.slice(0, 2)}***@example.com` },
    ]);

    for (const secret of [
      "password_hash",
      "passwordHash",
      "token_hash",
      "tokenHash",
      "confirmTokenHash",
      user.passwordHash ?? "",
      seeded.extensionTokenHash,
      seeded.resetTokenHash,
    ]) {
      expect(text).not.toContain(secret);
    }
    for (const foreign of [
      stranger.email,
      friend.email,
      other.transactionId,
      other.serviceId,
      other.conversationId,
      "203.0.113.99",
    ]) {
      expect(text).not.toContain(foreign);
    }
  });

  it("pages through long histories by keyset, without losing or repeating rows", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const [service] = await db()
      .insert(services)
      .values({ name: "Paged", slug: `paged-${crypto.randomUUID().slice(0, 8)}` })
      .returning();
    const total = EXPORT_PAGE_SIZE * 2 + 37;
    const at = Date.now();
    // The same timestamp on every row: the id must break the ties.
    const rows = Array.from({ length: total }, () => ({
      userId: user.id,
      serviceId: service?.id ?? "",
      accessedAt: at,
    }));
    const inserts = [];
    for (let i = 0; i < rows.length; i += 20)
      inserts.push(
        db()
          .insert(serviceUsage)
          .values(rows.slice(i, i + 20)),
      );
    await db().batch(inserts as [(typeof inserts)[number], ...typeof inserts]);

    const { data } = await exportOf(token);
    const ids = data.serviceUsage.map((u) => u.id);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });
});

describe("DELETE /api/users/me", () => {
  it("refuses a wrong or missing password with a field error and changes nothing", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    for (const json of [{ password: "not-my-password" }, {}]) {
      const res = await call("/api/users/me", { method: "DELETE", token, json });
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.details?.fields?.map((f) => f.field)).toEqual(["password"]);
    }
    expect((await call("/api/users/me", { token })).status).toBe(200);
    const after = await db().query.users.findFirst({ where: eq(users.id, user.id) });
    expect(after).toMatchObject({ email: user.email, status: "active", passwordHash: user.passwordHash });
    expect(await db().query.auditLog.findFirst({ where: eq(auditLog.entityId, user.id) })).toBeUndefined();
  });

  it("with the password: confirms by email, anonymises the account, signs out everywhere and keeps the accounts", async () => {
    const user = await createUser({ name: "Sari Dewi", emailVerifiedAt: Date.now() });
    const { token, cookie } = await signIn(user.email);
    const seeded = await seedActivity(user, await sessionIdOf(user.id));
    expect((await call(`/api/referrals/validate/${user.referralCode}`)).status).toBe(200);

    const res = await call("/api/users/me", {
      method: "DELETE",
      token,
      json: { password: PASSWORD },
      cookie: "preferred-locale=id",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ error: false, data: { deleted: true } });
    expect(res.headers.get("set-cookie")).toMatch(/refresh_token=;.*Max-Age=0/);

    // Signed out: the access token, the refresh cookie and the old credentials all fail.
    expect((await call("/api/users/me", { token })).status).toBe(401);
    expect((await call("/api/auth/refresh", { method: "POST", cookie })).status).toBe(401);
    const again = await call("/api/auth/login", { method: "POST", json: { email: user.email, password: PASSWORD } });
    expect(again.status).toBe(401);

    // The confirmation went to the real address, in the request's language.
    const mail = await db().query.outbox.findFirst({ where: eq(outbox.toAddress, user.email) });
    expect(mail?.subject).toBe(translate("id", "profile.privacy.email.subject"));
    expect(mail?.html).toContain("Sari Dewi");

    const after = await db().query.users.findFirst({ where: eq(users.id, user.id) });
    expect(after).toMatchObject({
      name: "Deleted user",
      status: "deleted",
      phone: null,
      country: null,
      passwordHash: null,
      googleSub: null,
    });
    expect(after?.email).toMatch(/^deleted-[0-9a-f-]{36}@deleted\.invalid$/);
    expect(after?.emailCanonical).toBe(after?.email);
    expect(await db().query.users.findFirst({ where: eq(users.email, user.email) })).toBeUndefined();

    const validate = await call(`/api/referrals/validate/${user.referralCode}`);
    expect(validate.status).toBe(404);
    expect(after?.referralCode).not.toBe(user.referralCode);
    expect((await call(`/api/referrals/validate/${encodeURIComponent(after?.referralCode ?? "")}`)).status).toBe(400);

    const ownSessions = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(ownSessions.every((s) => s.revokedReason === "account_deleted" && s.ip === null)).toBe(true);
    const linked = await db().query.extensionTokens.findFirst({
      where: eq(extensionTokens.tokenHash, seeded.extensionTokenHash),
    });
    expect(linked?.revokedAt).not.toBeNull();

    // Kept for accounting, on the anonymised row.
    const kept = await db().select().from(transactions).where(eq(transactions.id, seeded.transactionId));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.userId).toBe(user.id);
    expect(await db().select().from(subscriptionLedger).where(eq(subscriptionLedger.userId, user.id))).toHaveLength(1);
    // Removed: data kept only for the person.
    expect(await db().select().from(serviceUsage).where(eq(serviceUsage.userId, user.id))).toHaveLength(0);
    expect(
      await db().select().from(announcementDismissals).where(eq(announcementDismissals.userId, user.id)),
    ).toHaveLength(0);
    expect(
      await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, user.email)),
    ).toHaveLength(0);
    expect(await db().select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toHaveLength(0);
    expect(
      await db().select().from(supportConversations).where(eq(supportConversations.id, seeded.conversationId)),
    ).toHaveLength(0);
    expect(
      await db().select().from(supportMessages).where(eq(supportMessages.conversationId, seeded.conversationId)),
    ).toHaveLength(0);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, "user.delete_self")));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: user.id, entity: "user", after: { status: "deleted" } });
    expect(JSON.stringify(audit[0])).not.toContain(user.email);
  });

  it("an unverified account neither reads nor deletes what a visitor filed under its address", async () => {
    // The address's real owner wrote to support and subscribed to the newsletter as a visitor.
    const email = uniqueEmail("owner");
    await db().insert(newsletterSubscriptions).values({ email, locale: "en", confirmedAt: Date.now() });
    const [visit] = await db()
      .insert(supportConversations)
      .values({
        name: "Real Owner",
        email,
        locale: "en",
        channel: "contact",
        subject: "My private question",
        preview: "My private question",
        lastAuthor: "user",
        lastMessageAt: Date.now(),
      })
      .returning();
    // Someone else registers that address and never verifies it.
    const squatter = await createUser({ email, emailVerifiedAt: null });
    const { token } = await signIn(squatter.email);
    const { text, data } = await exportOf(token);
    expect(data.newsletter.subscription).toBeNull();
    expect(text).not.toContain("My private question");

    expect((await call("/api/users/me", { method: "DELETE", token, json: { password: PASSWORD } })).status).toBe(200);
    expect(
      await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)),
    ).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(supportConversations)
        .where(eq(supportConversations.id, visit?.id ?? "")),
    ).toHaveLength(1);
  });

  it("refuses to delete the only active admin", async () => {
    const admin = await createUser({ role: "admin" });
    const others = await db()
      .update(users)
      .set({ status: "inactive" })
      .where(and(eq(users.role, "admin"), eq(users.status, "active"), ne(users.id, admin.id)))
      .returning({ id: users.id });
    try {
      const { token } = await signIn(admin.email);
      const alone = await call("/api/users/me", { method: "DELETE", token, json: { password: PASSWORD } });
      expect(alone.status).toBe(422);
      expect((await errorOf(alone)).code).toBe("LAST_ADMIN");
      expect((await db().query.users.findFirst({ where: eq(users.id, admin.id) }))?.status).toBe("active");

      await createUser({ role: "admin" });
      expect((await call("/api/users/me", { method: "DELETE", token, json: { password: PASSWORD } })).status).toBe(200);
    } finally {
      if (others.length)
        await db()
          .update(users)
          .set({ status: "active" })
          .where(
            inArray(
              users.id,
              others.map((o) => o.id),
            ),
          );
    }
  });

  it("shows the account as deleted to admins, who can neither set nor undo that status", async () => {
    const admin = await createUser({ role: "admin" });
    const user = await createUser();
    const { token } = await signIn(user.email);
    expect((await call("/api/users/me", { method: "DELETE", token, json: { password: PASSWORD } })).status).toBe(200);
    const adminToken = (await signIn(admin.email)).token;
    const list = await call("/api/users/list/pagination?status=deleted&limit=100", { token: adminToken });
    const rows = (await list.json<{ data: { uuid: string; status: string }[] }>()).data;
    expect(rows.find((r) => r.uuid === user.id)?.status).toBe("deleted");

    const other = await createUser();
    const toDeleted = await call(`/api/users/status/${other.id}`, {
      method: "PUT",
      token: adminToken,
      json: { status: "deleted" },
    });
    expect(toDeleted.status).toBe(400);
    const undo = await call(`/api/users/status/${user.id}`, {
      method: "PUT",
      token: adminToken,
      json: { status: "active" },
    });
    expect(undo.status).toBe(422);
  });

  it("a Google-only account needs a sign-in from the last 10 minutes", async () => {
    const user = await createUser({ passwordHash: null, googleSub: `google-${crypto.randomUUID()}` });
    const client = { userAgent: null, ip: null };
    const stale = await openSession(db(), env, user, client, Date.now() - REAUTH_WINDOW_MS - 60_000);
    const refused = await call("/api/users/me", { method: "DELETE", token: stale.token, json: {} });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).code).toBe("REAUTH_REQUIRED");
    const unchanged = await db().query.users.findFirst({ where: eq(users.id, user.id) });
    expect(unchanged).toMatchObject({ status: "active", email: user.email, googleSub: user.googleSub });

    const fresh = await openSession(db(), env, user, client);
    const res = await call("/api/users/me", { method: "DELETE", token: fresh.token, json: {} });
    expect(res.status).toBe(200);
    const after = await db().query.users.findFirst({ where: eq(users.id, user.id) });
    expect(after).toMatchObject({ status: "deleted", googleSub: null });
    expect((await call("/api/users/me", { token: fresh.token })).status).toBe(401);
    const mail = await db().query.outbox.findFirst({ where: eq(outbox.toAddress, user.email) });
    expect(mail?.subject).toBe(translate("en", "profile.privacy.email.subject"));
  });
});
