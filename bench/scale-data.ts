import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Client, InStatement } from "@libsql/client";

/**
 * A synthetic dataset at production scale for the local D1, to show that a request's cost stays
 * flat as the tables grow. Everything is generated inside SQLite (`INSERT … SELECT` over
 * `generate_series`, which libSQL ships), one write transaction per table.
 *
 * Every generated row is recognisable: its id is a uuid starting `5ca1e0` + a two-digit table tag,
 * then `-0000-4000-8000-` and the row number (the API validates uuid path parameters, so the panel
 * can open generated rows), and generated users have `@scale.test` addresses. All of them sign in
 * with SCALE_PASSWORD. Times are epoch milliseconds over the last 365 days
 * (docs/architecture.md#money-time-and-ids).
 */
export const SCALE_SIZES = {
  full: {
    users: 200_000,
    subscriptions: 80_000,
    subscription_ledger: 80_000,
    transactions: 1_000_000,
    service_usage: 500_000,
    referrals: 100_000,
    vouchers: 50_000,
    voucher_redemptions: 30_000,
    email_blasts: 5,
    email_recipients: 1_000_000,
  },
  small: {
    users: 2_000,
    subscriptions: 800,
    subscription_ledger: 800,
    transactions: 10_000,
    service_usage: 5_000,
    referrals: 1_000,
    vouchers: 500,
    voucher_redemptions: 300,
    email_blasts: 5,
    email_recipients: 10_000,
  },
} as const;

export type ScaleSize = keyof typeof SCALE_SIZES;
export type ScaleTable = keyof (typeof SCALE_SIZES)["full"];
type Sizes = Record<ScaleTable, number>;

export const SCALE_PASSWORD = "Scale#2026demo";
/** worker/src/lib/password.ts format, precomputed: hashing 200,000 times would take hours. */
const SCALE_PASSWORD_HASH = "scrypt$32768$8$3$AWx8Wk4WPlpBeFqY+ADzXg==$+B+L9jo1Y2Ux33EsXLIVRYqgjIz9Tm2/iIEMdgFRiJg=";

/** Table tags of the id marker; the catalogue ones are used only when the database has none. */
const TAGS = {
  users: 1,
  subscriptions: 2,
  subscription_ledger: 3,
  transactions: 4,
  service_usage: 5,
  referrals: 6,
  vouchers: 7,
  voucher_redemptions: 8,
  email_blasts: 9,
  email_recipients: 10,
  categories: 11,
  services: 12,
  timeframes: 13,
  packages: 14,
  plan_services: 15,
} as const;
type Tagged = keyof typeof TAGS;

/** Children before parents, the order rows are deleted in. */
const DELETE_ORDER: Tagged[] = [
  "email_recipients",
  "email_blasts",
  "voucher_redemptions",
  "vouchers",
  "referrals",
  "service_usage",
  "transactions",
  "subscription_ledger",
  "subscriptions",
  "users",
  "plan_services",
  "packages",
  "timeframes",
  "services",
  "categories",
];

export const idPrefix = (table: Tagged) => `5ca1e0${String(TAGS[table]).padStart(2, "0")}-0000-4000-8000-`;
/** SQL of the generated id of row number `n` (an SQL expression) of `table`. */
const idSql = (table: Tagged, n: string) => `'${idPrefix(table)}' || printf('%012d', ${n})`;
/** SQL condition matching the generated rows of `table` (a range scan of its primary key). */
const generated = (table: Tagged) => `id GLOB '${idPrefix(table)}*'`;

const DAY = 86_400_000;
const YEAR = 365 * DAY;
/** The search benchmarks look for "budi": 1 generated user and recipient in 500 is a Budi. */
const BUDI_EVERY = 500;
const FIRST_NAMES = (
  "Agus Andi Arif Ayu Bayu Bella Citra Dewi Dian Dimas Eka Eko Fajar Fikri Fitri Gilang Gita Hadi Hendra Indah " +
  "Intan Joko Kartika Kevin Lina Maya Nanda Novi Putra Rahmat Reza Rizky Sinta Taufik Tri Wahyu Wulan Yoga Yuni Zahra"
).split(" ");
const LAST_NAMES = (
  "Pratama Saputra Wijaya Kusuma Hidayat Nugroho Setiawan Permana Lestari Siregar Nasution Harahap Sihombing " +
  "Wibowo Gunawan Halim Tanjung Utami Rahayu Susanto Purnomo Firmansyah Maulana Ramadhan Syahputra Hakim " +
  "Anggraini Putri Kurniawan Sari"
).split(" ");

const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;
const jsonList = (values: string[]) => quote(JSON.stringify(values));
/** SQL of a first name (a Budi every BUDI_EVERY rows) and a last name for row `n` with randomness `r`. */
const firstNameSql = (n: string, r: string) =>
  `CASE WHEN ${n} % ${BUDI_EVERY} = ${BUDI_EVERY / 2} THEN 'Budi' ELSE ${jsonList(FIRST_NAMES)} ->> (${r} % ${FIRST_NAMES.length}) END`;
const lastNameSql = (r: string) => `${jsonList(LAST_NAMES)} ->> ((${r} / 64) % ${LAST_NAMES.length})`;
/** `n` rows numbered 1..n, each with independent random numbers r, r2, r3 (materialized: evaluated once). */
const numbered = (name: string, count: number) =>
  `${name} AS MATERIALIZED (SELECT value AS n, abs(random()) AS r, abs(random()) AS r2, abs(random()) AS r3 FROM generate_series(1, ${count}))`;

type Catalogue = {
  /** Active packages: index (0..), id, name, days, price, currency. */
  packages: { id: string; name: string; days: number; price: number; currency: string }[];
  /** Active services a package includes (all active services when its plan lists none). */
  planServices: { packageId: string; serviceId: string }[];
};

async function readCatalogue(client: Client): Promise<Catalogue> {
  const packages = (
    await client.execute(
      "SELECT id, name, days, price, currency FROM packages WHERE status = 'active' ORDER BY sort_order, id",
    )
  ).rows.map((r) => ({
    id: String(r.id),
    name: String(r.name),
    days: Number(r.days),
    price: Number(r.price),
    currency: String(r.currency),
  }));
  const services = (
    await client.execute("SELECT id FROM services WHERE status = 'active' ORDER BY sort_order, id")
  ).rows.map((r) => String(r.id));
  const plans = (
    await client.execute(
      "SELECT ps.package_id, ps.service_id FROM plan_services ps JOIN services s ON s.id = ps.service_id AND s.status = 'active' ORDER BY ps.package_id, s.sort_order, s.id",
    )
  ).rows.map((r) => ({ packageId: String(r.package_id), serviceId: String(r.service_id) }));
  const planServices = packages.flatMap((p) => {
    const own = plans.filter((ps) => ps.packageId === p.id);
    return own.length ? own : services.map((serviceId) => ({ packageId: p.id, serviceId }));
  });
  return { packages, planServices: services.length ? planServices : [] };
}

/** A small catalogue of its own for a database without active packages or services (a fresh migration). */
function catalogueStatements(now: number): InStatement[] {
  const services = Array.from({ length: 6 }, (_, i) => i + 1);
  const plans = [
    { n: 1, name: "Scale Basic", days: 30, price: 49_000, services: services.slice(0, 3) },
    { n: 2, name: "Scale Plus", days: 90, price: 129_000, services },
  ];
  const id = (table: Tagged, n: number) => `${idPrefix(table)}${String(n).padStart(12, "0")}`;
  return [
    `INSERT INTO categories (id, name, created_at, updated_at) VALUES ('${id("categories", 1)}', 'Scale Catalogue', ${now}, ${now})`,
    `INSERT INTO services (id, name, slug, type_service, category_id, status, sort_order, created_at, updated_at) VALUES ${services
      .map(
        (n) =>
          `('${id("services", n)}', 'Scale Service ${n}', 'scale-service-${n}', '${n % 3 ? "cookie" : "key"}', '${id("categories", 1)}', 'active', ${1000 + n}, ${now}, ${now})`,
      )
      .join(", ")}`,
    `INSERT INTO timeframes (id, name, days, created_at, updated_at) VALUES ('${id("timeframes", 1)}', 'Scale 30 days', 30, ${now}, ${now})`,
    `INSERT INTO packages (id, name, price, currency, timeframe_id, days, status, sort_order, created_at, updated_at) VALUES ${plans
      .map(
        (p) =>
          `('${id("packages", p.n)}', '${p.name}', ${p.price}, 'IDR', '${id("timeframes", 1)}', ${p.days}, 'active', ${1000 + p.n}, ${now}, ${now})`,
      )
      .join(", ")}`,
    `INSERT INTO plan_services (id, package_id, service_id, created_at) VALUES ${plans
      .flatMap((p) =>
        p.services.map(
          (s) => `('${id("plan_services", p.n * 100 + s)}', '${id("packages", p.n)}', '${id("services", s)}', ${now})`,
        ),
      )
      .join(", ")}`,
  ];
}

/** The statements that generate each table, in insertion order (parents first). */
function tableStatements(sizes: Sizes, catalogue: Catalogue, now: number): [ScaleTable, InStatement[]][] {
  const U = sizes.users;
  const S = sizes.subscriptions;
  const P = catalogue.packages.length;
  const userId = (n: string) => idSql("users", n);
  // When generated user `n` signed up: spread over the year by a multiplicative hash, so the other
  // tables compute it instead of reading 1,000,000 users back.
  const userCreated = (n: string) => `(${now} - 60000 - ((${n}) * 2654435761 % 4294967296) * 7342 / 1000)`;
  // The catalogue as small CTEs, joined with CROSS JOIN: it keeps the generated rows the outer loop
  // (SQLite would otherwise scan all of them once per package).
  const pk = `pk(k, id, name, days, price, currency) AS (VALUES ${catalogue.packages
    .map((p, k) => `(${k}, ${quote(p.id)}, ${quote(p.name)}, ${p.days}, ${p.price}, ${quote(p.currency)})`)
    .join(", ")})`;
  const byPackage = new Map<string, string[]>();
  for (const ps of catalogue.planServices)
    byPackage.set(ps.packageId, [...(byPackage.get(ps.packageId) ?? []), ps.serviceId]);
  const ps = `ps(package_id, k, service_id) AS MATERIALIZED (VALUES ${[...byPackage]
    .flatMap(([p, list]) => list.map((s, k) => `(${quote(p)}, ${k}, ${quote(s)})`))
    .join(", ")})`;
  const pc = `pc(package_id, cnt) AS (VALUES ${[...byPackage].map(([p, list]) => `(${quote(p)}, ${list.length})`).join(", ")})`;
  // Subscribers are every `step`-th user; usage comes from them.
  const step = Math.floor(U / S);
  const VR = Math.ceil((2 * sizes.voucher_redemptions) / 3); // vouchers redeemed at least once
  const twice = sizes.voucher_redemptions - VR; // of which the first `twice` are redeemed twice

  const users = `WITH ${numbered("s", U)},
    s2 AS (SELECT n, r, r2, ${userCreated("n")} AS created, ${firstNameSql("n", "r")} AS first, ${lastNameSql("r")} AS last, r2 % 100 AS st FROM s)
    INSERT INTO users (id, name, email, email_canonical, password_hash, phone, country, role, status, referral_code, locale,
      email_verified_at, last_login_at, created_at, updated_at)
    SELECT ${userId("n")}, first || ' ' || last, lower(first || '.' || last) || '.' || n || '@scale.test',
      lower(first || '.' || last) || '.' || n || '@scale.test', '${SCALE_PASSWORD_HASH}',
      CASE WHEN (r2 / 100) % 10 < 7 THEN '+62857' || printf('%08d', n) END, CASE WHEN (r2 / 100) % 10 < 7 THEN 'ID' END,
      'user', CASE WHEN st < 88 THEN 'active' WHEN st < 93 THEN 'inactive' WHEN st < 96 THEN 'pending' ELSE 'suspended' END,
      'SCALE' || printf('%06d', n), CASE (r2 / 1000) % 3 WHEN 0 THEN 'id' WHEN 1 THEN 'en' END,
      CASE WHEN st < 93 OR st >= 96 THEN created + r % 3600000 END,
      CASE WHEN st < 88 THEN created + r % (${now} - created) END,
      created, CASE WHEN st < 88 THEN created + r % (${now} - created) ELSE created END
    FROM s2`;

  const subscriptions = `WITH ${pk}, ${numbered("s", S)},
    t AS (SELECT s.*, n * ${step} AS u, ${userCreated(`n * ${step}`)} AS uc FROM s),
    t2 AS (SELECT t.*, uc + r % (${now} - uc) AS start FROM t)
    INSERT INTO subscriptions (id, user_id, package_id, start_at, end_at, banked_days, created_at, updated_at)
    SELECT ${idSql("subscriptions", "n")}, ${userId("u")}, pk.id, start, start + pk.days * ${DAY}, CASE WHEN r2 % 20 = 0 THEN 7 ELSE 0 END, start, start
    FROM t2 CROSS JOIN pk WHERE pk.k = t2.r2 % ${P}`;
  const ledger = `INSERT INTO subscription_ledger (id, user_id, source, source_id, package_id, days, end_before, end_after, banked, created_at)
    SELECT '${idPrefix("subscription_ledger")}' || substr(id, 25), user_id, 'seed', id, package_id, (end_at - start_at) / ${DAY},
      NULL, end_at, 0, start_at
    FROM subscriptions WHERE ${generated("subscriptions")}`;

  // Status: 72% completed, 8% pending (recent), 15% expired, 5% canceled; a referral discount on some completed ones.
  const transactions = `WITH ${pk}, ${numbered("s", sizes.transactions)},
    t AS (SELECT s.*, 1 + r % ${U} AS u, ${userCreated(`1 + r % ${U}`)} AS uc, r2 % 100 AS st FROM s),
    t2 AS (SELECT t.*, CASE WHEN st BETWEEN 72 AND 79 THEN max(uc, ${now} - r3 % ${DAY}) ELSE uc + r3 % (${now} - uc) END AS created,
      CASE WHEN st < 72 THEN 'completed' WHEN st < 80 THEN 'pending' WHEN st < 95 THEN 'expired' ELSE 'canceled' END AS status,
      CASE WHEN st < 72 AND (r2 / 100) % 10 = 0 THEN 1 ELSE 0 END AS discounted FROM t)
    INSERT INTO transactions (id, user_id, package_id, package_name, days, provider, provider_ref, amount, discount_amount, currency,
      status, payment_url, created_at, updated_at, completed_at, expires_at)
    SELECT ${idSql("transactions", "n")}, ${userId("u")}, pk.id, pk.name, pk.days,
      CASE WHEN (r2 / 1000) % 10 < 7 THEN 'xendit' WHEN (r2 / 1000) % 10 < 9 THEN 'sandbox' ELSE 'coinbase' END,
      'scale_' || printf('%07d', n), pk.price - discounted * (pk.price / 10), discounted * (pk.price / 10), pk.currency,
      status, CASE WHEN status <> 'completed' THEN 'https://checkout.scale.test/' || n END,
      created, CASE status WHEN 'completed' THEN created + 60000 + r % 600000 WHEN 'expired' THEN created + ${DAY}
        WHEN 'canceled' THEN created + r % 3600000 ELSE created END,
      CASE WHEN status = 'completed' THEN created + 60000 + r % 600000 END, created + ${DAY}
    FROM t2 CROSS JOIN pk WHERE pk.k = (t2.r2 / 10000) % ${P}`;

  // Opened services: ones in the subscriber's package, while the subscription ran.
  const serviceUsage = `WITH ${ps}, ${pc}, ${numbered("s", sizes.service_usage)},
    t AS MATERIALIZED (SELECT s.*, sub.user_id, sub.package_id, sub.start_at, min(sub.end_at, ${now}) AS until
      FROM s JOIN subscriptions sub ON sub.id = ${idSql("subscriptions", `1 + s.r % ${S}`)})
    INSERT INTO service_usage (id, user_id, service_id, created_at)
    SELECT ${idSql("service_usage", "n")}, t.user_id, ps.service_id, t.start_at + t.r3 % max(1, t.until - t.start_at)
    FROM t CROSS JOIN pc CROSS JOIN ps
    WHERE pc.package_id = t.package_id AND ps.package_id = t.package_id AND ps.k = t.r2 % pc.cnt`;

  // Every even user was referred (by an odd one: a tenth by one of 50 busy referrers); 55% successful,
  // 35% pending (some flagged by a fraud rule), 10% failed.
  const half = Math.floor(U / 2);
  const referrals = `WITH ${numbered("s", sizes.referrals)},
    t AS (SELECT s.*, CASE WHEN n % 10 = 0 THEN 2 * (r % 50) + 1 ELSE 2 * (r % ${half}) + 1 END AS referrer,
      ${userCreated("2 * n")} AS uc, r2 % 100 AS st FROM s)
    INSERT INTO referrals (id, referrer_id, referred_id, code, status, flag_reason, ip, converted_at, created_at)
    SELECT ${idSql("referrals", "n")}, ${userId("referrer")}, ${userId("2 * n")}, 'SCALE' || printf('%06d', referrer),
      CASE WHEN st < 55 THEN 'successful' WHEN st < 90 THEN 'pending' ELSE 'failed' END,
      CASE WHEN st BETWEEN 85 AND 89 THEN CASE WHEN r3 % 2 = 0 THEN 'ip_limit' ELSE 'disposable_email' END END,
      '10.' || ((r3 >> 8) & 255) || '.' || ((r3 >> 16) & 255) || '.' || ((r3 >> 24) & 255),
      CASE WHEN st < 55 THEN uc + r3 % (${now} - uc) END, uc
    FROM t`;

  // The first VR vouchers were redeemed (the first `twice` of them by two users), the others not yet;
  // some of those have a deadline, 8% are disabled.
  const vouchers = `WITH ${pk}, ${numbered("s", sizes.vouchers)},
    t AS (SELECT s.*, ${now} - 60000 - r3 % ${YEAR} AS created, CASE WHEN n <= ${twice} THEN 2 WHEN n <= ${VR} THEN 1 ELSE 0 END AS used FROM s)
    INSERT INTO vouchers (id, code, package_id, days, max_redemptions, redeemed_count, per_user_limit, redeem_by, status, created_at, updated_at)
    SELECT ${idSql("vouchers", "n")}, 'SCALE-V' || printf('%06d', n), pk.id,
      CASE (r2 / 100) % 4 WHEN 0 THEN 3 WHEN 1 THEN 7 WHEN 2 THEN 14 ELSE 30 END,
      CASE used WHEN 2 THEN 100 WHEN 1 THEN 1 ELSE CASE WHEN (r2 / 1000) % 10 = 0 THEN 50 ELSE 1 END END, used, 1,
      CASE WHEN used = 0 AND (r2 / 10000) % 10 < 3 THEN created + 30 * ${DAY} END,
      CASE WHEN r2 % 100 < 8 THEN 'disabled' ELSE 'active' END, created, created
    FROM t CROSS JOIN pk WHERE pk.k = t.r % ${P}`;
  const redemptions = `WITH ${numbered("s", sizes.voucher_redemptions)},
    t AS (SELECT s.*, (((n - 1) % ${VR} + 1) * 7919 + ((n - 1) / ${VR}) * ${half}) % ${U} + 1 AS u FROM s),
    t2 AS MATERIALIZED (SELECT t.n, t.r, t.u, v.id AS voucher_id, v.days, max(v.created_at, ${userCreated("t.u")}) AS earliest
      FROM t JOIN vouchers v ON v.id = ${idSql("vouchers", `(t.n - 1) % ${VR} + 1`)}),
    t3 AS (SELECT t2.*, earliest + r % (${now} - earliest) AS at FROM t2)
    INSERT INTO voucher_redemptions (id, voucher_id, user_id, user_seq, days, period_start, period_end, created_at)
    SELECT ${idSql("voucher_redemptions", "n")}, voucher_id, ${userId("u")}, 1, days, at, at + days * ${DAY}, at FROM t3`;

  // A few blasts of decreasing size; each recipient's state follows its blast's.
  const blastShapes = [
    { share: 0.4, source: "database", segment: "all", status: "completed", ageDays: 300, subject: "Ramadan deals" },
    {
      share: 0.3,
      source: "database",
      segment: "status:active",
      status: "completed",
      ageDays: 200,
      subject: "New services",
    },
    { share: 0.15, source: "excel", segment: null, status: "completed", ageDays: 90, subject: "Partner newsletter" },
    { share: 0.1, source: "database", segment: "active", status: "sending", ageDays: 0, subject: "Weekly digest" },
    { share: 0.05, source: "manual", segment: null, status: "canceled", ageDays: 30, subject: "Survey invitation" },
  ].slice(0, sizes.email_blasts);
  let left = sizes.email_recipients;
  const blasts = blastShapes.map((b, i) => {
    const total = i === blastShapes.length - 1 ? left : Math.floor(sizes.email_recipients * b.share);
    left -= total;
    // Sent at 10 a second; the blast in progress started 3 hours ago.
    const started = b.status === "sending" ? now - 3 * 3_600_000 : now - b.ageDays * DAY;
    return {
      ...b,
      n: i + 1,
      total,
      offset: sizes.email_recipients - left - total,
      created: started - 3_600_000,
      started,
    };
  });
  const blastRows = `INSERT INTO email_blasts (id, sender_id, source, segment, subject, body, status, scheduled_at, total, started_at, completed_at, created_at)
    VALUES ${blasts
      .map(
        (b) =>
          `('${idPrefix("email_blasts")}${String(b.n).padStart(12, "0")}', (SELECT id FROM email_senders ORDER BY created_at, id LIMIT 1), '${b.source}', ${b.segment ? quote(b.segment) : "NULL"},
          ${quote(`[scale] ${b.subject}`)}, ${quote(`<p>${b.subject}: a generated blast.</p>`)}, '${b.status}', ${b.started}, ${b.total},
          ${b.started}, ${b.status === "sending" ? "NULL" : b.started + b.total * 100}, ${b.created})`,
      )
      .join(", ")}`;
  const recipients = blasts.map((b) => {
    const state =
      b.status === "completed"
        ? "CASE WHEN st < 97 THEN 'sent' WHEN st < 99 THEN 'failed' ELSE 'skipped' END"
        : b.status === "sending"
          ? `CASE WHEN n > ${Math.floor(b.total * 0.6)} THEN 'queued' WHEN st < 98 THEN 'sent' ELSE 'failed' END`
          : `CASE WHEN n <= ${Math.floor(b.total * 0.3)} THEN 'sent' ELSE 'canceled' END`;
    return `WITH ${numbered("s", b.total)},
      t AS (SELECT n, r, ${firstNameSql("n", "r")} AS first, ${lastNameSql("r")} AS last, ${state} AS status FROM (SELECT s.*, r2 % 100 AS st FROM s))
      INSERT INTO email_recipients (id, blast_id, email, name, status, attempts, error, sent_at, created_at)
      SELECT ${idSql("email_recipients", `n + ${b.offset}`)}, '${idPrefix("email_blasts")}${String(b.n).padStart(12, "0")}',
        lower(first) || '.' || printf('%07d', n) || '@scale.test', first || ' ' || last, status,
        CASE status WHEN 'sent' THEN 1 WHEN 'failed' THEN 3 ELSE 0 END,
        CASE WHEN status = 'failed' THEN '550 mailbox unavailable' END,
        CASE WHEN status = 'sent' THEN ${b.started} + n * 100 END, ${b.created}
      FROM t`;
  });

  return [
    ["users", [users]],
    ["subscriptions", [subscriptions]],
    ["subscription_ledger", [ledger]],
    ["transactions", [transactions]],
    ["service_usage", [serviceUsage]],
    ["referrals", [referrals]],
    ["vouchers", [vouchers]],
    ["voucher_redemptions", [redemptions]],
    ["email_blasts", [blastRows]],
    ["email_recipients", recipients],
  ];
}

function checkSizes(sizes: Sizes) {
  const rules: [boolean, string][] = [
    [sizes.subscriptions >= 1 && sizes.subscriptions <= sizes.users, "1 ≤ subscriptions ≤ users"],
    [sizes.subscription_ledger === sizes.subscriptions, "one ledger row per subscription"],
    [sizes.referrals <= Math.floor(sizes.users / 2), "referrals ≤ users / 2 (one per referred user)"],
    [sizes.voucher_redemptions <= (3 * sizes.vouchers) / 2, "redemptions ≤ 1.5 × vouchers"],
    [sizes.email_blasts >= 1 && sizes.email_blasts <= 5, "1 to 5 email blasts"],
  ];
  for (const [ok, rule] of rules) if (!ok) throw new Error(`SCALE_SIZES: ${rule}`);
}

const formatCount = (n: number) => n.toLocaleString("en-US");

/**
 * Adds the synthetic dataset of `size` to the database (the existing catalogue: active packages
 * and their services; a small generated one when there is none). Refuses when generated rows are
 * already there.
 */
export async function fillScaleData(
  client: Client,
  size: ScaleSize,
  log: (line: string) => void = () => undefined,
): Promise<void> {
  const sizes = SCALE_SIZES[size];
  checkSizes(sizes);
  const present = await client.execute(`SELECT count(*) AS n FROM users WHERE ${generated("users")}`);
  if (Number(present.rows[0]?.n) > 0) throw new Error("The scale dataset is already there: remove it first.");
  const now = Date.now();
  // Per connection: a larger page cache keeps the index inserts of the big tables in memory.
  await client.execute("PRAGMA cache_size = -262144");
  let catalogue = await readCatalogue(client);
  if (!catalogue.packages.length || !catalogue.planServices.length) {
    await client.batch(catalogueStatements(now), "write");
    catalogue = await readCatalogue(client);
    log("no active packages or services: added a generated catalogue");
  }
  // The rows are built to match their parents (scale-data.test.ts runs foreign_key_check on them):
  // checking each insert against its parents would take a third of the time.
  const foreignKeys = Number((await client.execute("PRAGMA foreign_keys")).rows[0]?.foreign_keys ?? 1);
  await client.execute("PRAGMA foreign_keys = OFF");
  try {
    for (const [table, statements] of tableStatements(sizes, catalogue, now)) {
      const started = performance.now();
      const results = await client.batch(statements, "write");
      const rows = results.reduce((sum, r) => sum + r.rowsAffected, 0);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      log(`${table.padEnd(20)} ${formatCount(rows).padStart(10)} rows  ${seconds.padStart(5)} s`);
    }
  } finally {
    await client.execute(`PRAGMA foreign_keys = ${foreignKeys ? "ON" : "OFF"}`);
  }
}

/** Deletes every generated row (children first), nothing else; returns the deleted rows per table. */
export async function removeScaleData(client: Client): Promise<Record<Tagged, number>> {
  // Rows the app added for generated users (sessions of a benchmark sign-in…) go with them
  // through the foreign keys' ON DELETE CASCADE (libSQL enables foreign keys, as D1 does).
  // The triggers of migration 0007 take the rows' figures out; figures left at zero go too.
  const results = await client.batch(
    [
      ...DELETE_ORDER.map((table) => `DELETE FROM ${table} WHERE ${generated(table)}`),
      "DELETE FROM daily_figures WHERE count = 0 AND amount = 0",
    ],
    "write",
  );
  return Object.fromEntries(DELETE_ORDER.map((table, i) => [table, results[i]?.rowsAffected ?? 0])) as Record<
    Tagged,
    number
  >;
}

/** Generated rows per table. */
export async function scaleCounts(client: Client): Promise<Sizes> {
  const tables = Object.keys(SCALE_SIZES.full) as ScaleTable[];
  const results = await client.batch(
    tables.map((table) => `SELECT count(*) AS n FROM ${table} WHERE ${generated(table)}`),
    "read",
  );
  return Object.fromEntries(tables.map((table, i) => [table, Number(results[i]?.rows[0]?.n ?? 0)])) as Sizes;
}

/**
 * The SQLite file behind `wrangler dev`'s local D1, found as worker/scripts/local-db.ts finds it
 * (LOCAL_D1_ROOT: the folder of another wrangler config).
 */
export function localD1File(): string {
  const root = process.env.LOCAL_D1_ROOT ?? path.resolve(import.meta.dirname, "..");
  const dir = path.join(root, ".wrangler/state/v3/d1/miniflare-D1DatabaseObject");
  const file = existsSync(dir)
    ? readdirSync(dir).find((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite")
    : undefined;
  if (!file) throw new Error(`No local D1 database in ${dir}: run the migrations first (npm run -w worker db:setup).`);
  return path.join(dir, file);
}
