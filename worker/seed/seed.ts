import { EXTENSION_IDS } from "@app/extensions/ids";
import { serviceSlug } from "@app/shared/slug";
import { and, eq, gt, inArray, like } from "drizzle-orm";
import type { BaseSQLiteDatabase, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as schema from "../src/db/schema.ts";
import { canonicalEmail } from "../src/lib/email.ts";
import { hashPassword } from "../src/lib/password.ts";
import { seal } from "../src/lib/secret-box.ts";
import {
  DEMO_SITE_ACCOUNTS,
  DEMO_SITE_COOKIE,
  DEMO_SITE_PATH,
  DEMO_SITE_STORAGE_KEY,
  demoSiteBlockedUrls,
  demoSiteOrigin,
  demoSiteProbe,
  seededDemoSession,
} from "../src/modules/demo-site/demo-site-accounts.ts";
import { demoLogo } from "./demo-logos.ts";

// biome-ignore lint/suspicious/noExplicitAny: the seed runs on D1 (workerd) and on libSQL (Node).
export type AnySqliteDb = BaseSQLiteDatabase<"async", any, typeof schema>;

export const DEMO_ADMIN = { email: "admin@demo.test", password: "Admin#2026demo", name: "Demo Admin" };
export const DEMO_USER = { email: "user@demo.test", password: "User#2026demo", name: "Demo User" };

const DAY = 86_400_000;

/** Deterministic uuid from a name, so re-running the seed finds the same rows. */
export async function seedId(name: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`seed:${name}`)));
  digest[6] = ((digest[6] ?? 0) & 0x0f) | 0x40;
  digest[8] = ((digest[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

export const SEED_CATEGORIES = [
  "Streaming",
  "AI Tools",
  "Developer Tools",
  "Design",
  "Productivity",
  "Education",
  "Music",
] as const;

/** The demo categories' Indonesian names (migration 0025 gives existing rows the same). */
const SEED_CATEGORY_NAMES_INDONESIAN: Record<(typeof SEED_CATEGORIES)[number], string> = {
  Streaming: "Streaming",
  "AI Tools": "Alat AI",
  "Developer Tools": "Alat pengembang",
  Design: "Desain",
  Productivity: "Produktivitas",
  Education: "Pendidikan",
  Music: "Musik",
};

export const SEED_SERVICES: [name: string, category: (typeof SEED_CATEGORIES)[number], type: "cookie" | "key"][] = [
  ["Netflix Premium", "Streaming", "cookie"],
  ["Disney Plus", "Streaming", "cookie"],
  ["Prime Video", "Streaming", "cookie"],
  ["HBO Max", "Streaming", "cookie"],
  ["Viu Premium", "Streaming", "cookie"],
  ["Vidio Platinum", "Streaming", "cookie"],
  ["WeTV VIP", "Streaming", "cookie"],
  ["Crunchyroll", "Streaming", "cookie"],
  ["ChatGPT Plus", "AI Tools", "cookie"],
  ["Claude Pro", "AI Tools", "cookie"],
  ["Gemini Advanced", "AI Tools", "cookie"],
  ["Perplexity Pro", "AI Tools", "cookie"],
  ["Midjourney", "AI Tools", "cookie"],
  ["Leonardo AI", "AI Tools", "key"],
  ["ElevenLabs", "AI Tools", "key"],
  ["Quillbot Premium", "AI Tools", "cookie"],
  ["GitHub Copilot", "Developer Tools", "key"],
  ["JetBrains All Products", "Developer Tools", "key"],
  ["Postman Pro", "Developer Tools", "cookie"],
  ["Tabnine Pro", "Developer Tools", "key"],
  ["Replit Core", "Developer Tools", "cookie"],
  ["Frontend Masters", "Developer Tools", "cookie"],
  ["Canva Pro", "Design", "cookie"],
  ["Figma Professional", "Design", "cookie"],
  ["Envato Elements", "Design", "cookie"],
  ["Freepik Premium", "Design", "cookie"],
  ["Adobe Express", "Design", "cookie"],
  ["Shutterstock", "Design", "key"],
  ["Flaticon Premium", "Design", "cookie"],
  ["Notion Plus", "Productivity", "cookie"],
  ["Grammarly Premium", "Productivity", "cookie"],
  ["Microsoft 365", "Productivity", "key"],
  ["Todoist Pro", "Productivity", "cookie"],
  ["Scribd", "Productivity", "cookie"],
  ["Coursera Plus", "Education", "cookie"],
  ["Skillshare", "Education", "cookie"],
  ["Udemy Personal Plan", "Education", "cookie"],
  ["Duolingo Super", "Education", "cookie"],
  ["Spotify Premium", "Music", "cookie"],
  ["YouTube Premium", "Music", "cookie"],
  ["Apple Music", "Music", "cookie"],
  ["Tidal HiFi", "Music", "cookie"],
];

export const SEED_TIMEFRAMES = [
  { name: "1 Month", days: 30 },
  { name: "3 Months", days: 90 },
  { name: "12 Months", days: 365 },
] as const;

export const SEED_PACKAGES = [
  { name: "Starter", price: 49_000, timeframe: "1 Month", days: 30, services: 14, highlight: false, trialDays: 3 },
  { name: "Pro", price: 129_000, timeframe: "3 Months", days: 90, services: 30, highlight: true, trialDays: 0 },
  {
    name: "Ultimate",
    price: 449_000,
    timeframe: "12 Months",
    days: 365,
    services: Number.POSITIVE_INFINITY,
    highlight: false,
    trialDays: 0,
  },
] as const;

/** Inserts rows in chunks that keep every statement under D1's 100 bound parameters. */
async function insertMany<T extends SQLiteTable>(db: AnySqliteDb, table: T, rows: T["$inferInsert"][]) {
  if (rows.length === 0) return;
  const columns = Math.max(1, ...rows.map((r) => Object.keys(r).length));
  const size = Math.max(1, Math.floor(100 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db
      .insert(table)
      .values(rows.slice(i, i + size))
      .onConflictDoNothing();
  }
}

/**
 * A demo cookie service's session for its own domain, in the cookie-editor export format the
 * Access extension applies (docs/decisions/011).
 */
export function demoCookieSet(domain: string, now: number) {
  return [
    {
      name: "session",
      value: `demo-${domain.split(".")[0]}-session`,
      domain: `.${domain}`,
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "lax",
      expirationDate: Math.floor(now / 1000) + 365 * 24 * 3600,
      hostOnly: false,
    },
    { name: "locale", value: "en", domain, path: "/", secure: true, httpOnly: false, sameSite: "lax", hostOnly: true },
  ];
}

/** Demo services live on reserved `.example` domains (RFC 2606): `netflix-premium.example`. */
export const demoServiceDomain = (name: string) => `${serviceSlug(name)}.example`;

export type SeedOptions = {
  /** The local key the demo services' secrets are sealed with. */
  serviceSecretKey?: string;
  /** The local server's origin: the demo site service opens there (modules/demo-site). */
  demoSiteOrigin?: string;
};

/**
 * "PremiumHub Demo Site": a cookie service in every package whose site is the local server's
 * `/demo-site` on the other loopback name (modules/demo-site), so a fresh clone can open a service
 * signed in without any outside site. Its pool holds the demo site's two accounts, two seats each,
 * with a session (cookie + localStorage token) the demo site remembers; its account and sign-out
 * pages are blocked (decision 047).
 */
async function seedDemoSite(db: AnySqliteDb, options: SeedOptions, packageIds: Record<string, unknown>, now: number) {
  const origin = new URL(demoSiteOrigin(options.demoSiteOrigin as string));
  const id = await seedId("service:demo-site");
  await insertMany(db, schema.services, [
    {
      id,
      name: "PremiumHub Demo Site",
      slug: serviceSlug("PremiumHub Demo Site"),
      logo: demoLogo("PremiumHub Demo Site"),
      typeService: "cookie",
      status: "active",
      sortOrder: 0,
      description: "A local stand-in for a premium site: open it to see the extension sign you in.",
      accessUrl: `${origin.origin}${DEMO_SITE_PATH}`,
      blockedUrls: demoSiteBlockedUrls(origin.origin),
      ...demoSiteProbe(origin.origin),
      createdAt: now,
      updatedAt: now,
    },
  ]);
  // A database seeded before the pools existed: the service moves to the demo site's own origin.
  await db
    .update(schema.services)
    .set({
      accessUrl: `${origin.origin}${DEMO_SITE_PATH}`,
      blockedUrls: demoSiteBlockedUrls(origin.origin),
      ...demoSiteProbe(origin.origin),
    })
    .where(eq(schema.services.id, id));
  const sessions = DEMO_SITE_ACCOUNTS.map((account) => ({ account, ...seededDemoSession(account.email) }));
  await insertMany(
    db,
    schema.demoSiteSessions,
    sessions.map((s) => ({ token: s.token, account: s.account.email, storageToken: s.storageToken, createdAt: now })),
  );
  const expires = Math.floor(now / 1000) + 365 * 24 * 3600;
  await insertMany(
    db,
    schema.serviceAccounts,
    await Promise.all(
      sessions.map(async (s) => {
        const session = {
          cookies: [
            {
              name: DEMO_SITE_COOKIE,
              value: s.token,
              domain: origin.hostname,
              hostOnly: true,
              path: DEMO_SITE_PATH,
              secure: origin.protocol === "https:",
              httpOnly: true,
              sameSite: "lax",
              expirationDate: expires,
            },
          ],
          localStorage: { [origin.origin]: { [DEMO_SITE_STORAGE_KEY]: s.storageToken } },
        };
        return {
          id: await seedId(`account:demo-site:${s.account.email}`),
          serviceId: id,
          label: s.account.label,
          secret: await seal(JSON.stringify(session), options.serviceSecretKey as string),
          seats: 2,
          seatsUsed: 0,
          health: "healthy" as const,
          active: true,
          expiresAt: expires * 1000,
          createdAt: now,
          updatedAt: now,
        };
      }),
    ),
  );
  await insertMany(
    db,
    schema.planServices,
    await Promise.all(
      Object.entries(packageIds).map(async ([name, packageId]) => ({
        id: await seedId(`plan:${name}:demo-site`),
        packageId: packageId as string,
        serviceId: id,
        createdAt: now,
      })),
    ),
  );
}

/**
 * Inserts one row per item, its id the deterministic `seedId("<prefix>:<key>")`; returns the ids
 * by key.
 */
async function seedRows<T extends SQLiteTable, Item, K extends keyof Item>(
  db: AnySqliteDb,
  table: T,
  prefix: string,
  items: readonly Item[],
  key: K,
  toRow: (item: Item, id: string, index: number) => T["$inferInsert"],
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const item of items) ids[String(item[key])] = await seedId(`${prefix}:${String(item[key])}`);
  await insertMany(
    db,
    table,
    items.map((item, index) => toRow(item, ids[String(item[key])] as string, index)),
  );
  return ids;
}

type SeedIds = Record<string, string>;

type SeedPackageName = (typeof SEED_PACKAGES)[number]["name"];

/** The demo services' secrets, by SEED_SERVICES index: null without a key to seal them with. */
function sealedServiceSecrets(now: number, options: SeedOptions) {
  return Promise.all(
    SEED_SERVICES.map(async ([name, , type]) => {
      if (!options.serviceSecretKey) return null;
      const plain =
        type === "cookie"
          ? JSON.stringify(demoCookieSet(demoServiceDomain(name), now))
          : `demo-key-${serviceSlug(name)}`;
      return seal(plain, options.serviceSecretKey);
    }),
  );
}

/** The categories, their services and the services' accounts; returns the service ids by name. */
async function seedServices(db: AnySqliteDb, now: number, options: SeedOptions): Promise<SeedIds> {
  const categoryIds = await seedRows(
    db,
    schema.categories,
    "category",
    SEED_CATEGORIES.map((name) => ({ name })),
    "name",
    ({ name }, id) => ({
      id,
      name,
      nameIndonesian: SEED_CATEGORY_NAMES_INDONESIAN[name],
      createdAt: now,
      updatedAt: now,
    }),
  );

  const secrets = await sealedServiceSecrets(now, options);
  const serviceIds = await seedRows(
    db,
    schema.services,
    "service",
    SEED_SERVICES,
    0,
    ([name, category, type], id, index) => ({
      id,
      name,
      slug: serviceSlug(name),
      logo: demoLogo(name, category),
      typeService: type,
      categoryId: categoryIds[category],
      status: "active" as const,
      sortOrder: index,
      accessUrl: `https://${demoServiceDomain(name)}/`,
      createdAt: now,
      updatedAt: now,
    }),
  );
  // Each demo service's secret is the one account of its pool (unlimited seats).
  await insertMany(
    db,
    schema.serviceAccounts,
    (
      await Promise.all(
        SEED_SERVICES.map(async ([name], index) => {
          const secret = secrets[index];
          if (!secret) return null;
          return {
            id: await seedId(`account:${name}:main`),
            serviceId: serviceIds[name] as string,
            label: "Main",
            secret,
            seats: null,
            seatsUsed: 0,
            health: "healthy" as const,
            active: true,
            createdAt: now,
            updatedAt: now,
          };
        }),
      )
    ).filter((row) => row !== null),
  );
  return serviceIds;
}

/** The timeframes and the packages on them. */
async function seedPackages(db: AnySqliteDb, now: number): Promise<SeedIds> {
  const timeframeIds = await seedRows(db, schema.timeframes, "timeframe", SEED_TIMEFRAMES, "name", (t, id) => ({
    id,
    name: t.name,
    days: t.days,
    createdAt: now,
    updatedAt: now,
  }));

  const packageIds = await seedRows(db, schema.packages, "package", SEED_PACKAGES, "name", (p, id, index) => ({
    id,
    name: p.name,
    price: p.price,
    currency: "IDR",
    timeframeId: timeframeIds[p.timeframe],
    days: p.days,
    status: "active" as const,
    sortOrder: index + 1,
    highlight: p.highlight,
    trialDays: p.trialDays,
    createdAt: now,
    updatedAt: now,
  }));
  // A database seeded before free trials existed gets the demo trial too, unless a package has one.
  const trial = SEED_PACKAGES.find((p) => p.trialDays > 0);
  const anyTrial = await db
    .select({ id: schema.packages.id })
    .from(schema.packages)
    .where(gt(schema.packages.trialDays, 0))
    .get();
  if (trial && !anyTrial) {
    await db
      .update(schema.packages)
      .set({ trialDays: trial.trialDays })
      .where(eq(schema.packages.id, packageIds[trial.name] as string));
  }
  return packageIds;
}

/** Each package includes the first `services` of SEED_SERVICES. */
async function seedPlanServices(db: AnySqliteDb, now: number, packageIds: SeedIds, serviceIds: SeedIds) {
  const planRows = [];
  for (const p of SEED_PACKAGES) {
    const included = SEED_SERVICES.slice(0, Math.min(p.services, SEED_SERVICES.length));
    for (const [name] of included) {
      planRows.push({
        id: await seedId(`plan:${p.name}:${name}`),
        packageId: packageIds[p.name] as string,
        serviceId: serviceIds[name] as string,
        createdAt: now,
      });
    }
  }
  await insertMany(db, schema.planServices, planRows);
}

/**
 * A database seeded before the demo marks existed shows lettered monograms (an SVG <text>): the
 * seeded services that still carry one get their mark.
 */
async function replaceMonogramLogos(db: AnySqliteDb, serviceIds: SeedIds) {
  const seededIds = [...Object.values(serviceIds), await seedId("service:demo-site")];
  const stale = await db
    .select({ id: schema.services.id, name: schema.services.name })
    .from(schema.services)
    .where(and(inArray(schema.services.id, seededIds), like(schema.services.logo, "data:image/svg+xml,%3Ctext%")));
  for (const row of stale) {
    await db
      .update(schema.services)
      .set({ logo: demoLogo(row.name) })
      .where(eq(schema.services.id, row.id));
  }
}

/** The demo admin, the demo user and three friends; returns the user ids by email. */
async function seedPeople(db: AnySqliteDb, now: number): Promise<SeedIds> {
  const [adminHash, userHash, otherHash] = await Promise.all([
    hashPassword(DEMO_ADMIN.password),
    hashPassword(DEMO_USER.password),
    hashPassword("Friend#2026demo"),
  ]);
  const people = [
    { ...DEMO_ADMIN, role: "admin" as const, hash: adminHash, code: "ADMN2026", phone: "+6281200000001" },
    { ...DEMO_USER, role: "user" as const, hash: userHash, code: "DEMO2026", phone: "+6281200000002" },
    {
      email: "rina@demo.test",
      name: "Rina Putri",
      role: "user" as const,
      hash: otherHash,
      code: "RINA2026",
      phone: "+6281200000003",
    },
    {
      email: "budi@demo.test",
      name: "Budi Santoso",
      role: "user" as const,
      hash: otherHash,
      code: "BUDI2026",
      phone: "+6281200000004",
    },
    {
      email: "sari@demo.test",
      name: "Sari Wulandari",
      role: "user" as const,
      hash: otherHash,
      code: "SARI2026",
      phone: null,
    },
  ];
  return seedRows(db, schema.users, "user", people, "email", (p, id, index) => ({
    id,
    name: p.name,
    email: p.email,
    emailCanonical: canonicalEmail(p.email),
    passwordHash: p.hash,
    phone: p.phone,
    country: p.phone ? "ID" : null,
    role: p.role,
    status: "active" as const,
    referralCode: p.code,
    createdAt: now - (30 - index) * DAY,
    updatedAt: now,
  }));
}

/** The demo user's Pro subscription: bought 30 days ago, for 90 days. */
function demoSubscriptionPeriod(now: number) {
  const start = now - 30 * DAY;
  return { start, end: start + 90 * DAY };
}

/** A purchase of a seeded package: the price less the discount; a completed one completed when made. */
async function seedPurchase(
  packageIds: SeedIds,
  key: string,
  userId: string,
  name: SeedPackageName,
  status: "completed" | "expired" | "canceled",
  at: { created: number; updated?: number },
  discount = 0,
): Promise<typeof schema.transactions.$inferInsert> {
  const pkg = SEED_PACKAGES.find((p) => p.name === name) as (typeof SEED_PACKAGES)[number];
  return {
    id: await seedId(`tx:${key}`),
    userId,
    packageId: packageIds[name],
    packageName: name,
    days: pkg.days,
    provider: "seed",
    amount: pkg.price - discount,
    ...(discount ? { discountAmount: discount } : {}),
    currency: "IDR",
    status,
    createdAt: at.created,
    updatedAt: at.updated ?? at.created,
    ...(status === "completed" ? { completedAt: at.created } : {}),
  };
}

/** The demo user's paid, expired and canceled purchases, and Rina's discounted one. */
async function seedTransactions(db: AnySqliteDb, now: number, userIds: SeedIds, packageIds: SeedIds) {
  const demoUserId = userIds[DEMO_USER.email] as string;
  const subStart = demoSubscriptionPeriod(now).start;
  await insertMany(db, schema.transactions, [
    await seedPurchase(packageIds, "demo-paid", demoUserId, "Pro", "completed", { created: subStart }),
    await seedPurchase(packageIds, "demo-expired", demoUserId, "Starter", "expired", {
      created: subStart - 5 * DAY,
      updated: subStart - 4 * DAY,
    }),
    await seedPurchase(packageIds, "demo-canceled", demoUserId, "Ultimate", "canceled", {
      created: subStart - 3 * DAY,
    }),
    await seedPurchase(
      packageIds,
      "rina-paid",
      userIds["rina@demo.test"] as string,
      "Starter",
      "completed",
      { created: now - 10 * DAY },
      4_900,
    ),
  ]);
}

/** The demo user's subscription from the paid purchase (with its ledger row), and Rina's. */
async function seedSubscriptions(db: AnySqliteDb, now: number, userIds: SeedIds, packageIds: SeedIds) {
  const demoUserId = userIds[DEMO_USER.email] as string;
  const proId = packageIds.Pro as string;
  const { start: subStart, end: subEnd } = demoSubscriptionPeriod(now);
  await insertMany(db, schema.subscriptions, [
    {
      id: await seedId("sub:demo"),
      userId: demoUserId,
      packageId: proId,
      startAt: subStart,
      endAt: subEnd,
      createdAt: subStart,
      updatedAt: subStart,
    },
    {
      id: await seedId("sub:rina"),
      userId: userIds["rina@demo.test"] as string,
      packageId: packageIds.Starter,
      startAt: now - 10 * DAY,
      endAt: now + 20 * DAY,
      createdAt: now - 10 * DAY,
      updatedAt: now - 10 * DAY,
    },
  ]);
  await insertMany(db, schema.subscriptionLedger, [
    {
      id: await seedId("ledger:demo"),
      userId: demoUserId,
      source: "seed",
      sourceId: await seedId("tx:demo-paid"),
      packageId: proId,
      days: 90,
      endBefore: null,
      endAfter: subEnd,
      createdAt: subStart,
    },
  ]);
}

/** A voucher to redeem, one used up and one past its redeem-by date. */
async function seedVouchers(db: AnySqliteDb, now: number, packageIds: SeedIds) {
  await insertMany(db, schema.vouchers, [
    {
      id: await seedId("voucher:WELCOME7"),
      code: "WELCOME7",
      packageId: packageIds.Starter,
      days: 7,
      maxRedemptions: 100,
      perUserLimit: 1,
      status: "active",
      createdAt: now,
      updatedAt: now,
    },
    {
      id: await seedId("voucher:FULLYUSED"),
      code: "FULLYUSED",
      packageId: packageIds.Starter,
      days: 3,
      maxRedemptions: 1,
      redeemedCount: 1,
      perUserLimit: 1,
      status: "active",
      createdAt: now,
      updatedAt: now,
    },
    {
      id: await seedId("voucher:EXPIRED30"),
      code: "EXPIRED30",
      packageId: packageIds.Pro,
      days: 30,
      maxRedemptions: 10,
      perUserLimit: 1,
      redeemBy: now - DAY,
      status: "active",
      createdAt: now,
      updatedAt: now,
    },
  ]);
}

/** The demo user referred Rina (converted, rewarded) and Budi (pending). */
async function seedReferrals(db: AnySqliteDb, now: number, userIds: SeedIds) {
  const demoUserId = userIds[DEMO_USER.email] as string;
  await insertMany(db, schema.referrals, [
    {
      id: await seedId("ref:rina"),
      referrerId: demoUserId,
      referredId: userIds["rina@demo.test"] as string,
      code: "DEMO2026",
      status: "successful",
      convertedAt: now - 10 * DAY,
      createdAt: now - 12 * DAY,
    },
    {
      id: await seedId("ref:budi"),
      referrerId: demoUserId,
      referredId: userIds["budi@demo.test"] as string,
      code: "DEMO2026",
      status: "pending",
      createdAt: now - 3 * DAY,
    },
  ]);
  await insertMany(db, schema.referralRewards, [
    {
      id: await seedId("reward:rina"),
      referrerId: demoUserId,
      referralId: await seedId("ref:rina"),
      kind: "referral",
      days: 3,
      createdAt: now - 10 * DAY,
    },
  ]);
}

/** The two browser extensions, a release of each, and the extensions that conflict with them. */
async function seedExtensions(db: AnySqliteDb, now: number) {
  await insertMany(db, schema.extensions, [
    {
      id: "core",
      name: "PremiumHub Access",
      minimumVersion: "1.2.0",
      fallbackUrl: `https://chromewebstore.google.com/detail/${EXTENSION_IDS.core}`,
      sortOrder: 1,
      updatedAt: now,
    },
    {
      id: "helper",
      name: "PremiumHub Session Helper",
      minimumVersion: "1.0.0",
      fallbackUrl: `https://chromewebstore.google.com/detail/${EXTENSION_IDS.helper}`,
      sortOrder: 2,
      updatedAt: now,
    },
  ]);
  await insertMany(db, schema.extensionReleases, [
    { id: await seedId("release:core:1.4.0"), extensionId: "core", version: "1.4.0", createdAt: now },
    { id: await seedId("release:helper:1.1.0"), extensionId: "helper", version: "1.1.0", createdAt: now },
  ]);
  await insertMany(db, schema.conflictingExtensions, [
    // Chrome Web Store ids of the common cookie editors, which could read the applied sessions.
    { id: "hlkenndednhfkekhgcdicdfddnkalmdm", name: "Cookie-Editor", createdAt: now },
    { id: "fngmhnnpilhplaeedifhccceomclgfbg", name: "EditThisCookie", createdAt: now },
  ]);
}

/** The default email sender and a welcome announcement. */
async function seedMessaging(db: AnySqliteDb, now: number) {
  await insertMany(db, schema.emailSenders, [
    {
      id: await seedId("sender:default"),
      name: "PremiumHub",
      fromAddress: "hello@premiumhub.test",
      replyTo: "support@premiumhub.test",
      provider: "outbox",
      createdAt: now,
      updatedAt: now,
    },
  ]);
  await insertMany(db, schema.announcements, [
    {
      id: await seedId("announcement:welcome"),
      titleEn: "Welcome to PremiumHub",
      titleId: "Selamat datang di PremiumHub",
      bodyEn: "Install both extensions, refresh the page, then open your services from the dashboard.",
      bodyId: "Pasang kedua ekstensi, muat ulang halaman, lalu buka layananmu dari dasbor.",
      level: "info",
      // It asks to install the extensions: not where they are, nor on phones (issue 46).
      audience: "without_extensions",
      published: true,
      startsAt: now - DAY,
      createdAt: now,
      updatedAt: now,
    },
  ]);
}

/**
 * Idempotent demo data: 42 services in 7 categories, 3 active IDR packages, the demo admin and
 * user (active subscription), and a few transactions, vouchers and referrals.
 */
export async function seedDemo(db: AnySqliteDb, now = Date.now(), options: SeedOptions = {}) {
  const serviceIds = await seedServices(db, now, options);
  const packageIds = await seedPackages(db, now);
  await seedPlanServices(db, now, packageIds, serviceIds);
  if (options.serviceSecretKey && options.demoSiteOrigin) await seedDemoSite(db, options, packageIds, now);
  await replaceMonogramLogos(db, serviceIds);

  const userIds = await seedPeople(db, now);
  await seedTransactions(db, now, userIds, packageIds);
  await seedSubscriptions(db, now, userIds, packageIds);
  await seedVouchers(db, now, packageIds);
  await seedReferrals(db, now, userIds);
  await seedExtensions(db, now);
  await seedMessaging(db, now);
}
