import { type Client, createClient } from "@libsql/client";
import autocannon from "autocannon";
import { localD1File } from "./scale-data.ts";

/**
 * The mixed load of issue 26 ("Load with nothing lost"): virtual users (autocannon connections),
 * each looping through a new customer's first minutes — a referral sign-up, a sign-in, a voucher
 * redemption, a sandbox purchase paid twice (a replayed webhook), and the Access extension linking
 * and opening a service — against a local server only. Afterwards the books are checked in the
 * server's D1 file. `npm run bench` runs it at 200 users for 60 s; an e2e spec runs a small one.
 */

export type LoadPlan = {
  origin: string;
  /** An admin's bearer token, to create the vouchers of the run. */
  adminToken: string;
  connections: number;
  seconds: number;
};

type Identity = { email: string; token: string; redeemed: boolean };

type Setup = {
  runId: string;
  packageUuid: string;
  serviceUuid: string;
  voucherCodes: string[];
  referralCodes: string[];
  extensionVersion: string;
  /** Signed-in customers the virtual users take turns with (a loop takes one and gives it back). */
  pool: Identity[];
};

const PASSWORD = "Load#Test2026";
const json = { "content-type": "application/json" };
const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)] as T;

async function api<T>(origin: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${origin}${path}`, init);
  const body = (await res.json()) as { error: boolean; data: T; message?: string };
  if (!res.ok || body.error) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${body.message}`);
  return body.data;
}

function openD1(): Client {
  return createClient({ url: `file:${localD1File()}` });
}

/**
 * One network per customer, as real sign-ups come from many (the referral rules count sign-ups per
 * IP and day): private addresses from a random start per run, so repeated runs do not share them.
 */
const RUN_NETWORK = Math.floor(Math.random() * 0xe00000);
const networkOf = (n: number) => {
  const v = (RUN_NETWORK + n) % 0xffffff;
  return `10.${(v >> 16) & 255}.${(v >> 8) & 255}.${v & 255}`;
};
const customerEmail = (runId: string, n: number) => `load-${runId}-${n}@example.com`;

/**
 * A service of the run's own with one account of 100,000 seats in a package of its own (the demo
 * catalogue and its seats stay as they are), vouchers for it, referrers, and the customer pool:
 * registered through the API, which hashes each password as a sign-up does.
 */
async function prepare(plan: LoadPlan, db: Client, counter: { n: number }): Promise<Setup> {
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const auth = { ...json, authorization: `Bearer ${plan.adminToken}` };
  const post = <T>(path: string, body: unknown) =>
    api<T>(plan.origin, path, { method: "POST", headers: auth, body: JSON.stringify(body) });
  const service = await post<{ uuid: string }>("/api/services", {
    name: `Load ${runId}`,
    typeService: "cookie",
    status: "inactive",
    description: "Load test service",
    accessUrl: "https://load.example/",
    sortOrder: 10_000,
  });
  await post(`/api/services/${service.uuid}/accounts`, {
    label: "Load account",
    seats: 100_000,
    session: JSON.stringify([{ name: "sid", value: runId, domain: ".load.example", path: "/" }]),
  });
  const pkg = await post<{ uuid: string }>("/api/packages-subscriptions", {
    namePackage: `Load ${runId}`,
    price: 10_000,
    days: 30,
    status: "inactive",
    sortOrder: 10_000,
  });
  await post("/api/plan-services", { packageUuid: pkg.uuid, serviceUuid: service.uuid });
  // Active only while the load runs (see `finish`), so parallel tests never list them for long.
  await api(plan.origin, `/api/services/${service.uuid}`, {
    method: "PUT",
    headers: auth,
    body: JSON.stringify({ status: "active" }),
  });
  await api(plan.origin, `/api/packages-subscriptions/${pkg.uuid}`, {
    method: "PUT",
    headers: auth,
    body: JSON.stringify({ status: "active" }),
  });
  const release = await db.execute(
    "SELECT version FROM extension_releases WHERE extension_id = 'core' ORDER BY created_at DESC LIMIT 1",
  );
  // Few redemptions each: the virtual users race for the last ones.
  const voucherCodes = await Promise.all(
    [0, 1, 2].map(async (i) => {
      const code = `LOAD${runId}${i}`.toUpperCase();
      await post("/api/vouchers", {
        code,
        packageUuid: pkg.uuid,
        days: 7,
        maxRedemptions: Math.max(3, Math.floor(plan.connections / 4)),
        perUserLimit: 1,
      });
      return code;
    }),
  );
  const register = (email: string, ip: string, referralCode?: string) =>
    api<{ token: string; user: { referralCode: string } }>(plan.origin, "/api/users/register", {
      method: "POST",
      headers: { ...json, "cf-connecting-ip": ip },
      body: JSON.stringify({
        name: "Load Customer",
        email,
        password: PASSWORD,
        ...(referralCode ? { referralCode } : {}),
      }),
    });
  const referralCodes: string[] = [];
  for (let i = 0; i < 3; i++) {
    const referrer = await register(`load-ref-${runId}-${i}@example.com`, `10.250.0.${i + 1}`);
    referralCodes.push(referrer.user.referralCode);
  }
  const pool: Identity[] = [];
  const workers = Array.from({ length: 4 }, async () => {
    while (counter.n < plan.connections) {
      counter.n += 1;
      const n = counter.n;
      const email = customerEmail(runId, n);
      const { token } = await register(email, networkOf(n), pick(referralCodes));
      pool.push({ email, token, redeemed: false });
    }
  });
  await Promise.all(workers);
  return {
    runId,
    packageUuid: pkg.uuid,
    serviceUuid: service.uuid,
    voucherCodes,
    referralCodes,
    extensionVersion: String(release.rows[0]?.version ?? "9.9.9"),
    pool,
  };
}

type Context = {
  identity?: Identity;
  ip?: string;
  tx?: string;
  cookie?: string;
  code?: string;
  extToken?: string;
};
type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type Step = {
  name: (ctx: Context) => string;
  setup: (ctx: Context, req: Request) => Request | null;
  read?: (ctx: Context, status: number, body: string, headers: Record<string, string | string[] | undefined>) => void;
};

export type StepTally = Record<string, Record<number, number>>;

/** The share of loops that start with a new referral sign-up, and with a fresh sign-in. */
const SIGN_UP_SHARE = 0.03;
const SIGN_IN_SHARE = 0.1;
const OPENS_PER_LOOP = 6;

/**
 * One loop of a virtual user: take a customer from the pool (now and then a new referral sign-up,
 * or a fresh sign-in; otherwise the session is checked), redeem a voucher once, buy the package
 * and pay it twice (the second a replayed callback), link the Access extension and open the service
 * a few times, load the dashboard's services, and give the customer back.
 */
function steps(s: Setup, counter: { n: number }): Step[] {
  const bearer = (ctx: Context) => ({
    ...json,
    authorization: `Bearer ${ctx.identity?.token}`,
    "cf-connecting-ip": ctx.ip ?? "",
  });
  const extension = (ctx: Context) => ({
    ...json,
    "x-extension-id": "core",
    "x-extension-version": s.extensionVersion,
    "cf-connecting-ip": ctx.ip ?? "",
    ...(ctx.extToken ? { authorization: `Bearer ${ctx.extToken}` } : {}),
  });
  const data = <T>(body: string): T | null => {
    try {
      return (JSON.parse(body) as { data: T }).data ?? null;
    } catch {
      return null;
    }
  };
  const kind = new WeakMap<Context, "sign-up" | "sign-in" | "session">();
  return [
    {
      name: (ctx) =>
        kind.get(ctx) === "sign-up" ? "referral sign-up" : kind.get(ctx) === "sign-in" ? "sign-in" : "session check",
      setup: (ctx, req) => {
        const r = Math.random();
        const pooled = r < SIGN_UP_SHARE ? undefined : s.pool.pop();
        ctx.ip = networkOf(counter.n + 1000 + Math.floor(Math.random() * 1000));
        if (!pooled) {
          counter.n += 1;
          const email = customerEmail(s.runId, counter.n);
          ctx.identity = { email, token: "", redeemed: false };
          ctx.ip = networkOf(counter.n);
          kind.set(ctx, "sign-up");
          return {
            ...req,
            method: "POST",
            path: "/api/users/register",
            headers: { ...json, "cf-connecting-ip": ctx.ip },
            body: JSON.stringify({
              name: "Load Customer",
              email,
              password: PASSWORD,
              referralCode: pick(s.referralCodes),
            }),
          };
        }
        ctx.identity = pooled;
        if (r < SIGN_UP_SHARE + SIGN_IN_SHARE) {
          kind.set(ctx, "sign-in");
          return {
            ...req,
            method: "POST",
            path: "/api/auth/login",
            headers: { ...json, "cf-connecting-ip": ctx.ip },
            body: JSON.stringify({ email: pooled.email, password: PASSWORD }),
          };
        }
        kind.set(ctx, "session");
        return { ...req, method: "GET", path: "/api/users/me", headers: bearer(ctx), body: undefined };
      },
      read: (ctx, status, body) => {
        const token = status < 300 ? data<{ token?: string }>(body)?.token : undefined;
        if (token && ctx.identity) ctx.identity.token = token;
      },
    },
    {
      name: (ctx) => (ctx.identity?.redeemed ? "voucher history" : "voucher redemption"),
      setup: (ctx, req) => {
        if (!ctx.identity?.token) return null;
        if (ctx.identity.redeemed) return { ...req, method: "GET", path: "/api/users/vouchers", headers: bearer(ctx) };
        return {
          ...req,
          method: "POST",
          path: "/api/vouchers/redeem",
          headers: bearer(ctx),
          body: JSON.stringify({ code: pick(s.voucherCodes) }),
        };
      },
      read: (ctx) => {
        if (ctx.identity) ctx.identity.redeemed = true;
      },
    },
    {
      name: () => "sandbox purchase",
      setup: (ctx, req) => ({
        ...req,
        method: "POST",
        path: "/api/payments",
        headers: bearer(ctx),
        body: JSON.stringify({ packageUuid: s.packageUuid }),
      }),
      read: (ctx, _status, body, headers) => {
        ctx.tx = data<{ transactionUuid: string }>(body)?.transactionUuid;
        // Raw header names keep the server's case.
        const name = Object.keys(headers).find((key) => key.toLowerCase() === "set-cookie");
        const cookies = ([] as string[]).concat((name && headers[name]) || []);
        ctx.cookie = cookies.map((c) => c.split(";")[0]).join("; ");
      },
    },
    ...[1, 2].map(
      (round): Step => ({
        // The second time is a replayed provider callback for the same transaction.
        name: () => (round === 1 ? "sandbox payment" : "sandbox payment replayed"),
        setup: (ctx, req) =>
          ctx.tx
            ? {
                ...req,
                method: "POST",
                path: `/api/payments/sandbox/${ctx.tx}/pay`,
                headers: { cookie: ctx.cookie ?? "", "cf-connecting-ip": ctx.ip ?? "" },
                body: undefined,
              }
            : null,
      }),
    ),
    {
      name: () => "extension link code",
      setup: (ctx, req) => ({
        ...req,
        method: "POST",
        path: "/api/extension/link-code",
        headers: bearer(ctx),
        body: undefined,
      }),
      read: (ctx, _status, body) => {
        ctx.code = data<{ code: string }>(body)?.code;
      },
    },
    {
      name: () => "extension token",
      setup: (ctx, req) =>
        ctx.code
          ? {
              ...req,
              method: "POST",
              path: "/api/extension/token",
              headers: extension(ctx),
              body: JSON.stringify({ code: ctx.code }),
            }
          : null,
      read: (ctx, _status, body) => {
        ctx.extToken = data<{ token: string }>(body)?.token;
      },
    },
    ...Array.from(
      { length: OPENS_PER_LOOP },
      (): Step => ({
        name: () => "extension opens the service",
        setup: (ctx, req) =>
          ctx.extToken
            ? {
                ...req,
                method: "GET",
                path: `/api/extension/services/${s.serviceUuid}/cookies`,
                headers: extension(ctx),
                body: undefined,
              }
            : null,
      }),
    ),
    {
      name: () => "dashboard services",
      setup: (ctx, req) => ({
        ...req,
        method: "GET",
        path: "/api/users/services",
        headers: bearer(ctx),
        body: undefined,
      }),
      read: (ctx) => {
        if (ctx.identity?.token) s.pool.unshift(ctx.identity);
      },
    },
  ];
}

export type LoadResult = {
  requests: number;
  throughput: number;
  p50: number;
  p99: number;
  serverErrors: number;
  socketErrors: number;
  timeouts: number;
  customers: number;
  signUpsDuringLoad: number;
  tally: StepTally;
  books: BooksCheck;
  runId: string;
};

export type BooksCheck = {
  completedPayments: number;
  paymentsWithoutOneEffect: number;
  ledgerRowsOfUnpaidTransactions: number;
  vouchersOverRedeemed: number;
  voucherCountMismatches: number;
  redemptionsWithoutOneEffect: number;
  subscriptionsChecked: number;
  subscriptionsOffTheirLedger: number;
  successfulReferrals: number;
  referralRewardMismatches: number;
  balanced: boolean;
};

/** The books of the run's customers, referrers and vouchers, read straight from D1. */
export async function checkBooks(db: Client, runId: string): Promise<BooksCheck> {
  const one = async (sql: string, args: (string | number)[] = []) =>
    Number((await db.execute({ sql, args })).rows[0]?.n ?? 0);
  const users = `(SELECT id FROM users WHERE email LIKE 'load-${runId}-%')`;
  const completedPayments = await one(
    `SELECT count(*) AS n FROM transactions WHERE status = 'completed' AND user_id IN ${users}`,
  );
  const paymentsWithoutOneEffect = await one(
    `SELECT count(*) AS n FROM transactions t WHERE t.status = 'completed' AND t.user_id IN ${users}
       AND (SELECT count(*) FROM subscription_ledger l WHERE l.source = 'payment' AND l.source_id = t.id) != 1`,
  );
  const ledgerRowsOfUnpaidTransactions = await one(
    `SELECT count(*) AS n FROM subscription_ledger l JOIN transactions t ON t.id = l.source_id
       WHERE l.source = 'payment' AND t.status != 'completed' AND t.user_id IN ${users}`,
  );
  const vouchers = `(SELECT id FROM vouchers WHERE code LIKE ?)`;
  const code = `LOAD${runId.toUpperCase()}%`;
  const vouchersOverRedeemed = await one(
    `SELECT count(*) AS n FROM vouchers WHERE id IN ${vouchers} AND redeemed_count > max_redemptions`,
    [code],
  );
  const voucherCountMismatches = await one(
    `SELECT count(*) AS n FROM vouchers v WHERE v.id IN ${vouchers}
       AND v.redeemed_count != (SELECT count(*) FROM voucher_redemptions r WHERE r.voucher_id = v.id)`,
    [code],
  );
  const redemptionsWithoutOneEffect = await one(
    `SELECT count(*) AS n FROM voucher_redemptions r WHERE r.voucher_id IN ${vouchers}
       AND (SELECT count(*) FROM subscription_ledger l WHERE l.source = 'voucher' AND l.source_id = r.id) != 1`,
    [code],
  );
  const successfulReferrals = await one(
    `SELECT count(*) AS n FROM referrals WHERE status = 'successful' AND referred_id IN ${users}`,
  );
  const referralRewardMismatches = await one(
    `SELECT count(*) AS n FROM referrals f WHERE f.referred_id IN ${users}
       AND (SELECT count(*) FROM referral_rewards w WHERE w.referral_id = f.id AND w.kind = 'referral')
         != (CASE WHEN f.status = 'successful' THEN 1 ELSE 0 END)`,
  );

  // Every subscription's end date is where its ledger's chain of changes ends.
  const holders = `(SELECT id FROM users WHERE email LIKE 'load-${runId}-%' OR email LIKE 'load-ref-${runId}-%')`;
  const subs = await db.execute(`SELECT user_id, end_at FROM subscriptions WHERE user_id IN ${holders}`);
  const ledger = await db.execute(
    `SELECT user_id, end_before, end_after FROM subscription_ledger WHERE user_id IN ${holders} AND banked = 0`,
  );
  const byUser = new Map<string, { before: number | null; after: number | null }[]>();
  for (const r of ledger.rows) {
    const list = byUser.get(String(r.user_id)) ?? [];
    list.push({
      before: r.end_before === null ? null : Number(r.end_before),
      after: r.end_after === null ? null : Number(r.end_after),
    });
    byUser.set(String(r.user_id), list);
  }
  let subscriptionsOffTheirLedger = 0;
  for (const sub of subs.rows) {
    const end = sub.end_at === null ? null : Number(sub.end_at);
    const links = (byUser.get(String(sub.user_id)) ?? []).filter((l) => l.before !== l.after);
    if (!chainEndsAt(links, end)) subscriptionsOffTheirLedger += 1;
  }
  const books = {
    completedPayments,
    paymentsWithoutOneEffect,
    ledgerRowsOfUnpaidTransactions,
    vouchersOverRedeemed,
    voucherCountMismatches,
    redemptionsWithoutOneEffect,
    subscriptionsChecked: subs.rows.length,
    subscriptionsOffTheirLedger,
    successfulReferrals,
    referralRewardMismatches,
  };
  return {
    ...books,
    balanced:
      paymentsWithoutOneEffect +
        ledgerRowsOfUnpaidTransactions +
        vouchersOverRedeemed +
        voucherCountMismatches +
        redemptionsWithoutOneEffect +
        subscriptionsOffTheirLedger +
        referralRewardMismatches ===
      0,
  };
}

/**
 * The ledger rows of one subscription form one chain — each change starts where the one before it
 * ended — and the chain ends at the subscription's end date. A lost update (two grants computed
 * from the same old end) shows as a fork; a change without its row, as a gap.
 */
export function chainEndsAt(links: { before: number | null; after: number | null }[], end: number | null): boolean {
  if (links.length === 0) return end === null;
  const afters = new Set(links.map((l) => l.after));
  const starts = links.filter((l) => l.before === null || !afters.has(l.before));
  if (starts.length !== 1) return false;
  const next = new Map<number | null, (typeof links)[number]>();
  for (const l of links) {
    if (next.has(l.before)) return false; // two changes from the same end date
    next.set(l.before, l);
  }
  let current = starts[0];
  let seen = 0;
  while (current) {
    seen += 1;
    if (seen > links.length) return false;
    const following = next.get(current.after);
    if (!following) break;
    current = following;
  }
  return seen === links.length && current?.after === end;
}

/** The run's service and package go back to inactive: the catalogue looks as before. */
async function finish(plan: LoadPlan, setup: Setup) {
  const headers = { ...json, authorization: `Bearer ${plan.adminToken}` };
  const inactive = JSON.stringify({ status: "inactive" });
  await api(plan.origin, `/api/packages-subscriptions/${setup.packageUuid}`, {
    method: "PUT",
    headers,
    body: inactive,
  });
  await api(plan.origin, `/api/services/${setup.serviceUuid}`, { method: "PUT", headers, body: inactive });
}

/** Runs the load, then checks the books. */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  const db = openD1();
  try {
    const counter = { n: 0 };
    const setup = await prepare(plan, db, counter);
    const pooled = counter.n;
    const plannedSteps = steps(setup, counter);
    const tally: StepTally = {};
    const count = (name: string, status: number) => {
      tally[name] ??= {};
      const byStatus = tally[name] as Record<number, number>;
      byStatus[status] = (byStatus[status] ?? 0) + 1;
    };
    let serverErrors = 0;
    const result = await autocannon({
      url: plan.origin,
      connections: plan.connections,
      duration: plan.seconds,
      // A response held in the server's queue is slow, not lost: the client waits for it (p99 is printed).
      timeout: 90,
      requests: plannedSteps.map((step) => ({
        method: "GET" as const,
        path: "/api/health",
        setupRequest: ((req: Request, context: Context) => step.setup(context, req)) as never,
        onResponse: ((status: number, body: string, context: Context, headers: Record<string, string>) => {
          count(step.name(context), status);
          if (status >= 500) serverErrors += 1;
          step.read?.(context, status, body, headers);
        }) as never,
      })),
    });
    await finish(plan, setup);
    return {
      requests: result.requests.total,
      throughput: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      serverErrors,
      socketErrors: result.errors,
      timeouts: result.timeouts,
      customers: counter.n,
      signUpsDuringLoad: counter.n - pooled,
      tally,
      books: await checkBooks(db, setup.runId),
      runId: setup.runId,
    };
  } finally {
    db.close();
  }
}

export function printLoad(result: LoadResult, plan: Pick<LoadPlan, "connections" | "seconds">) {
  console.log(
    `${plan.connections} virtual users, ${plan.seconds} s: ${result.requests} requests, ${result.throughput.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
  );
  console.log(
    `5xx: ${result.serverErrors}   socket errors: ${result.socketErrors}   timeouts: ${result.timeouts}   customers: ${result.customers} (${result.signUpsDuringLoad} signed up during the load)`,
  );
  for (const [step, statuses] of Object.entries(result.tally)) {
    const parts = Object.entries(statuses).map(([status, n]) => `${status}×${n}`);
    console.log(`  ${step.padEnd(30)} ${parts.join("  ")}`);
  }
  const b = result.books;
  console.log(
    `Books: ${b.completedPayments} completed payments (${b.paymentsWithoutOneEffect} without exactly one ledger effect, ${b.ledgerRowsOfUnpaidTransactions} effects of unpaid ones); vouchers over-redeemed ${b.vouchersOverRedeemed}, count mismatches ${b.voucherCountMismatches}, redemptions without one effect ${b.redemptionsWithoutOneEffect}; ${b.subscriptionsChecked} subscriptions, ${b.subscriptionsOffTheirLedger} off their ledger; ${b.successfulReferrals} successful referrals, ${b.referralRewardMismatches} reward mismatches   ${b.balanced ? "BALANCED" : "NOT BALANCED"}`,
  );
}
