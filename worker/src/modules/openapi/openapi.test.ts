import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { documentedData, expectDocumented } from "../../../test/expect-documented.ts";
import { app, call, createUser, db, signIn, uniqueEmail } from "../../../test/factories.ts";
import { extensions } from "../../db/schema.ts";
import { contentSecurityPolicy, thirdPartiesOf } from "../../lib/security-headers.ts";
import { installedOperations, toOpenApiPath } from "../../middleware/operation.ts";
import { buildOpenApiDocument, OPENAPI_METHODS, type OpenApiDocument } from "./openapi.generator.ts";

const OPERATIONS = installedOperations(app);

const built = buildOpenApiDocument(app);
const doc: OpenApiDocument = built.document;
const shape = (path: string) => path.replace(/\{[^}]+\}/g, "{}");

/** Every API route as the admin-route walk (auth.test.ts) sees it: `METHOD /hono/path`. */
const registered = [
  ...new Set(
    app.routes.filter((r) => r.method !== "ALL" && r.path.startsWith("/api")).map((r) => `${r.method} ${r.path}`),
  ),
];

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op })),
);

describe("the OpenAPI document covers the app", () => {
  it("documents every registered /api route, and nothing else", () => {
    expect(registered.length).toBeGreaterThan(100);
    expect(built.undocumented).toEqual([]);
    const inDocument = new Set(operations.map((o) => `${o.method.toUpperCase()} ${shape(o.path)}`));
    const missing = registered.filter((r) => {
      const [method, path] = r.split(" ") as [string, string];
      return !inDocument.has(`${method} ${shape(toOpenApiPath(path))}`);
    });
    expect(missing).toEqual([]);
    expect(operations).toHaveLength(registered.length);
    const routeKeys = new Set(
      registered.map((r) => {
        const [method, path] = r.split(" ") as [string, string];
        return `${method} ${toOpenApiPath(path)}`;
      }),
    );
    expect(Object.keys(OPERATIONS).filter((key) => !routeKeys.has(key))).toEqual([]);
  });

  it("reports a route the registry lacks", () => {
    const { "GET /api/users/me": _me, ...rest } = OPERATIONS;
    const result = buildOpenApiDocument(app, rest);
    expect(result.undocumented).toEqual(["GET /api/users/me"]);
    expect(result.document.paths["/api/users/me"]?.get).toBeUndefined();
  });

  it("leaves out middleware and the pages outside /api", () => {
    expect(Object.keys(doc.paths).every((p) => p.startsWith("/api/"))).toBe(true);
    expect(doc.paths["/demo-site"]).toBeUndefined();
  });
});

/** Resolves a local JSON pointer ("#/components/schemas/User") in the document. */
function resolvePointer(root: unknown, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  return ref
    .slice(2)
    .split("/")
    .map((part) => part.replaceAll("~1", "/").replaceAll("~0", "~"))
    .reduce<unknown>(
      (node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined),
      root,
    );
}

function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) collectRefs(item, out);
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") out.push(value);
      else collectRefs(value, out);
    }
  }
  return out;
}

describe("the OpenAPI document is valid OpenAPI 3.1", () => {
  it("has the required top-level fields", () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });

  it("every $ref resolves, and no JSON Schema leftovers remain", () => {
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(50);
    expect(refs.filter((ref) => resolvePointer(doc, ref) === undefined)).toEqual([]);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('"$defs"');
    expect(text).not.toContain('"$schema"');
    expect(text).not.toMatch(/https?:\/\//);
  });

  it("every operation is well formed", () => {
    const ids = new Set<string>();
    const tagNames = new Set(doc.tags.map((t) => t.name));
    for (const { path, method, op } of operations) {
      const where = `${method} ${path}`;
      expect(OPENAPI_METHODS, where).toContain(method);
      expect(path, where).toMatch(/^\/[A-Za-z0-9_.{}/-]*$/);
      expect(ids.has(op.operationId), `${where} operationId ${op.operationId}`).toBe(false);
      ids.add(op.operationId);
      expect(op.summary, where).toBeTruthy();
      expect(op.tags.length, where).toBeGreaterThan(0);
      for (const tag of op.tags) expect(tagNames.has(tag), `${where} tag ${tag}`).toBe(true);
      const statuses = Object.keys(op.responses);
      expect(
        statuses.some((s) => /^[123]\d\d$/.test(s)),
        `${where} has a success response`,
      ).toBe(true);
      for (const [status, response] of Object.entries(op.responses)) {
        expect(status, where).toMatch(/^([1-5]\d\d|default)$/);
        expect(response.description, `${where} ${status}`).toBeTruthy();
      }
      // Path templating: each {name} has exactly one required path parameter, and no other exists.
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const pathParams = (op.parameters ?? []).filter((p) => p.in === "path");
      expect(pathParams.map((p) => p.name).sort(), where).toEqual([...inPath].sort());
      expect(
        pathParams.every((p) => p.required),
        where,
      ).toBe(true);
      const unique = new Set((op.parameters ?? []).map((p) => `${p.in}:${p.name}`));
      expect(unique.size, `${where} parameters are unique`).toBe(op.parameters?.length ?? 0);
      for (const requirement of op.security ?? []) {
        for (const scheme of Object.keys(requirement))
          expect(doc.components.securitySchemes, where).toHaveProperty(scheme);
      }
    }
  });

  it("no two paths differ only in their parameter names", () => {
    const shapes = Object.keys(doc.paths).map(shape);
    expect(shapes.length).toBe(new Set(shapes).size);
  });

  it("failures refer to the one error envelope, by auth", () => {
    const errorRef = { $ref: "#/components/schemas/ApiError" };
    const me = doc.paths["/api/users/me"]?.get;
    expect(me?.responses["401"]?.content?.["application/json"]?.schema).toEqual(errorRef);
    expect(me?.responses["403"]).toBeUndefined();
    const users = doc.paths["/api/users/list/pagination"]?.get;
    expect(users?.["x-auth"]).toBe("admin");
    expect(users?.responses["403"]?.content?.["application/json"]?.schema).toEqual(errorRef);
    expect(users?.responses["400"]).toBeDefined();
    expect(doc.paths["/api/health"]?.get?.responses["401"]).toBeUndefined();
    expect(doc.components.schemas.ApiError).toMatchObject({ required: ["error", "message", "code"] });
  });

  it('documents `role: "admin"` as the admin routes are: said in the description, with the 403', () => {
    for (const op of [doc.paths["/api/extension/capture"]?.post, doc.paths["/api/extension/capture/targets"]?.get]) {
      expect(op?.["x-auth"]).toBe("extension");
      expect(op?.description).toContain("Admin only.");
      expect(op?.responses["403"]).toBeDefined();
    }
  });
});

describe("GET /api/openapi.json and /api/docs", () => {
  it("serves the document", async () => {
    const res = await call("/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it("serves a self-contained reference page with every path", async () => {
    const res = await call("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-security-policy")).toBe(contentSecurityPolicy(thirdPartiesOf(env)));
    const html = await res.text();
    for (const path of Object.keys(doc.paths)) expect(html, path).toContain(`<code>${path}</code>`);
    for (const name of Object.keys(doc.components.schemas)) expect(html).toContain(`id="schema-${name}"`);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script|<link|\ssrc=|@import/i);
  });
});

type Who = "visitor" | "user" | "admin";
interface Seed {
  tokens: Record<Who, string | undefined>;
  userId: string;
  referralCode: string;
  category: string;
  service: { uuid: string; slug: string };
  cookieService: string;
  pkg: string;
  planService: string;
  voucher: string;
  announcement: string;
  blast: string;
  extensionToken: string;
}
let seed: Seed;
let postsChecked = 0;

async function post(path: string, template: string, token: string | undefined, json: unknown, status = 201) {
  const res = await call(path, { method: "POST", json, ...(token ? { token } : {}) });
  expect(res.status, `POST ${path}: ${res.status}`).toBe(status);
  postsChecked += 1;
  return documentedData<Record<string, unknown> & { uuid: string }>("POST", template, res);
}

const EXTENSION_HEADERS = { "x-extension-id": "core", "x-extension-version": "1.5.0" };

beforeAll(async () => {
  const adminRow = await createUser({ role: "admin" });
  const userRow = await createUser();
  const admin = (await signIn(adminRow.email)).token;
  const user = (await signIn(userRow.email)).token;

  const category = await post("/api/category-services", "/api/category-services", admin, { name: "Docs Streaming" });
  const service = await post("/api/services", "/api/services", admin, {
    name: "Docs Key Service",
    typeService: "key",
    categoryUuid: category.uuid,
    accessSecret: "sk-docs-123",
  });
  const cookieService = await post("/api/services", "/api/services", admin, {
    name: "Docs Cookie Service",
    typeService: "cookie",
    accessUrl: "https://docs-stream.test/",
    accessSecret: JSON.stringify([{ name: "sid", value: "v", domain: "docs-stream.test" }]),
  });
  const pkg = await post("/api/packages-subscriptions", "/api/packages-subscriptions", admin, {
    namePackage: "Docs Package",
    price: 50_000,
    days: 30,
    serviceUuids: [service.uuid],
  });
  await post("/api/timeframes", "/api/timeframes", admin, { name: "Docs Month", days: 30 });
  const links = await post(
    "/api/plan-services/associate",
    "/api/plan-services/associate",
    admin,
    { packageUuid: pkg.uuid, serviceUuids: [service.uuid, cookieService.uuid] },
    200,
  );
  const [voucher] = (await post("/api/vouchers", "/api/vouchers", admin, {
    code: "DOCS-2026",
    packageUuid: pkg.uuid,
    days: 30,
  })) as unknown as { uuid: string }[];
  await post("/api/vouchers/preview", "/api/vouchers/preview", user, { code: "DOCS-2026" }, 200);
  await post("/api/vouchers/redeem", "/api/vouchers/redeem", user, { code: "DOCS-2026" }, 200);
  await post("/api/supports/services", "/api/supports/services", user, {
    serviceName: "Docs Key Service",
    description: "The key stopped working this morning.",
  });
  const announcement = await post("/api/notifications", "/api/notifications", admin, {
    titleEn: "Maintenance",
    titleId: "Pemeliharaan",
    bodyEn: "Short **downtime** tonight.",
    bodyId: "Sebentar malam ini.",
    published: true,
  });
  const sender = await post("/api/email-blasts/senders", "/api/email-blasts/senders", admin, {
    name: "Docs",
    fromAddress: "docs@example.com",
  });
  const blast = (await post("/api/email-blasts/manual", "/api/email-blasts/manual", admin, {
    senderId: sender.uuid,
    subject: "Hello {name}",
    body: "News for **{email}**.",
    emails: ["a@example.com", "not-an-address", "a@example.com"],
  })) as unknown as { blast: { uuid: string } };
  await post("/api/payments", "/api/payments", user, { packageUuid: pkg.uuid });
  const userReferralCode = userRow.referralCode;
  await post("/api/users/register", "/api/users/register", undefined, {
    name: "Docs Friend",
    email: uniqueEmail("friend"),
    password: "Friend#Password1",
    referralCode: userReferralCode,
  });
  await db()
    .insert(extensions)
    .values([{ id: "core", name: "PremiumHub Access", minimumVersion: "1.0.0" }])
    .onConflictDoNothing();
  const link = await post("/api/extension/link-code", "/api/extension/link-code", user, undefined);
  const tokenRes = await call("/api/extension/token", {
    method: "POST",
    headers: EXTENSION_HEADERS,
    json: { code: link.code },
  });
  const extension = await documentedData<{ token: string }>("POST", "/api/extension/token", tokenRes);
  postsChecked += 2;

  seed = {
    tokens: { visitor: undefined, user, admin },
    userId: userRow.id,
    referralCode: userReferralCode,
    category: category.uuid,
    service: { uuid: service.uuid, slug: String(service.slug) },
    cookieService: cookieService.uuid,
    pkg: pkg.uuid,
    planService: (links as unknown as { uuid: string }[])[0]?.uuid ?? "",
    voucher: voucher?.uuid ?? "",
    announcement: announcement.uuid,
    blast: blast.blast.uuid,
    extensionToken: extension.token,
  };
});

interface Read {
  /** The path template (as documented). */
  path: string;
  who: Who;
  /** The concrete URL, when the template has parameters or a query. */
  url?: (s: Seed) => string;
  /** The answer's `data` must be a non-empty list (so the item schema is really exercised). */
  items?: boolean;
}

const READS: Read[] = [
  { path: "/api/health", who: "visitor" },
  { path: "/api/packages-subscriptions", who: "visitor", items: true },
  { path: "/api/packages-subscriptions/{name}", who: "visitor", url: (s) => `/api/packages-subscriptions/${s.pkg}` },
  { path: "/api/category-services", who: "visitor", items: true },
  { path: "/api/category-services/{uuid}", who: "visitor", url: (s) => `/api/category-services/${s.category}` },
  { path: "/api/countries", who: "visitor", url: () => "/api/countries?locale=id", items: true },
  { path: "/api/services/list/preview", who: "visitor", items: true },
  { path: "/api/payments/methods", who: "visitor" },
  { path: "/api/extension/releases", who: "visitor" },
  { path: "/api/auth/google/config", who: "visitor" },
  { path: "/api/referrals/validate/{code}", who: "visitor", url: (s) => `/api/referrals/validate/${s.referralCode}` },
  { path: "/api/users/me", who: "user" },
  { path: "/api/auth/validate", who: "user" },
  { path: "/api/users/services", who: "user", items: true },
  { path: "/api/users/vouchers", who: "user", items: true },
  { path: "/api/users/devices/active", who: "user", items: true },
  { path: "/api/services/list/support-service", who: "user", items: true },
  { path: "/api/services/access/{slug}", who: "user", url: (s) => `/api/services/access/${s.service.slug}` },
  { path: "/api/user-accessed-services", who: "user", items: true },
  { path: "/api/user-information", who: "user" },
  { path: "/api/transactions", who: "user", items: true },
  { path: "/api/payments/quote", who: "user", url: (s) => `/api/payments/quote?packageUuid=${s.pkg}` },
  { path: "/api/referrals/my-code", who: "user" },
  { path: "/api/referrals/stats", who: "user" },
  { path: "/api/referrals/history", who: "user", items: true },
  { path: "/api/referrals/checkout-stats", who: "user" },
  { path: "/api/notifications/mine", who: "user", items: true },
  { path: "/api/supports/services", who: "user", items: true },
  { path: "/api/tools/media-download", who: "user" },
  { path: "/api/users/list/pagination", who: "admin", items: true },
  { path: "/api/packages-subscriptions/list-all", who: "admin", items: true },
  { path: "/api/timeframes", who: "admin", items: true },
  { path: "/api/services", who: "admin", items: true },
  { path: "/api/services/{uuid}", who: "admin", url: (s) => `/api/services/${s.service.uuid}` },
  { path: "/api/plan-services", who: "admin", url: (s) => `/api/plan-services?packageUuid=${s.pkg}`, items: true },
  { path: "/api/plan-services/{uuid}", who: "admin", url: (s) => `/api/plan-services/${s.planService}` },
  { path: "/api/vouchers", who: "admin", items: true },
  { path: "/api/vouchers/{uuid}", who: "admin", url: (s) => `/api/vouchers/${s.voucher}` },
  { path: "/api/transactions", who: "admin", items: true },
  { path: "/api/supports/services", who: "admin", items: true },
  { path: "/api/summary-reported-services", who: "admin", items: true },
  { path: "/api/most-used-services", who: "admin", items: true },
  { path: "/api/statistics", who: "admin" },
  { path: "/api/admin-information", who: "admin" },
  { path: "/api/audit-log", who: "admin", items: true },
  { path: "/api/admin-referrals/overview", who: "admin" },
  { path: "/api/admin-referrals/top-referrers", who: "admin", items: true },
  { path: "/api/admin-referrals/activities", who: "admin", items: true },
  { path: "/api/admin-referrals/analytics", who: "admin", items: true },
  { path: "/api/admin-referrals/review", who: "admin" },
  { path: "/api/admin-referrals/user/{id}", who: "admin", url: (s) => `/api/admin-referrals/user/${s.userId}` },
  { path: "/api/notifications", who: "admin", items: true },
  { path: "/api/notifications/{uuid}", who: "admin", url: (s) => `/api/notifications/${s.announcement}` },
  { path: "/api/email-blasts/senders", who: "admin", items: true },
  { path: "/api/email-blasts", who: "admin", items: true },
  { path: "/api/email-blasts/summary", who: "admin" },
  { path: "/api/email-blasts/outbox", who: "admin" },
  { path: "/api/email-blasts/status/{id}", who: "admin", url: (s) => `/api/email-blasts/status/${s.blast}` },
  { path: "/api/email-blasts/detail/{id}", who: "admin", url: (s) => `/api/email-blasts/detail/${s.blast}` },
  {
    path: "/api/email-blasts/history/{id}",
    who: "admin",
    url: (s) => `/api/email-blasts/history/${s.blast}`,
    items: true,
  },
  { path: "/api/email-blasts/segment-count", who: "admin", url: () => "/api/email-blasts/segment-count?segment=all" },
  { path: "/api/tools/media-download/usage", who: "admin" },
];

describe("real answers match their documented schemas", () => {
  it.each(READS.map((read) => [read.who, read.path, read] as const))("%s GET %s", async (who, path, read) => {
    const token = seed.tokens[who];
    const res = await call(read.url ? read.url(seed) : path, token ? { token } : {});
    expect(res.status, await res.clone().text()).toBe(200);
    const data = await documentedData<unknown>("GET", path, res);
    if (read.items) expect(Array.isArray(data) && data.length > 0, `${path} lists something`).toBe(true);
  });

  it("the Access extension's answers", async () => {
    const headers = { ...EXTENSION_HEADERS, authorization: `Bearer ${seed.extensionToken}` };
    await documentedData("GET", "/api/extension/session", await call("/api/extension/session", { headers }));
    const cookies = await call(`/api/extension/services/${seed.cookieService}/cookies`, { headers });
    expect(cookies.status).toBe(200);
    const data = await documentedData<{ cookies: unknown[] }>("GET", "/api/extension/services/{uuid}/cookies", cookies);
    expect(data.cookies).toHaveLength(1);
  });

  it("the setup's writes were checked too", () => {
    expect(postsChecked).toBeGreaterThanOrEqual(17);
  });

  it("a failure answers the documented error envelope", async () => {
    const res = await call("/api/users/me");
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(() => expectDocumented("GET", "/api/users/me", 401, body)).toThrow(/no JSON answer with status 401/);
    const { apiFailure } = await import("@app/shared/schemas/common");
    expect(apiFailure.safeParse(body).success).toBe(true);
  });

  it("the check fails on an answer that drifted from its schema", () => {
    const drifted = { error: false, data: { status: "ok", environment: "test", time: "yesterday" } };
    expect(() => expectDocumented("GET", "/api/health", 200, drifted)).toThrow(/does not match/);
    const extra = {
      error: false,
      data: { status: "ok", environment: "test", time: new Date().toISOString(), lastCronAt: null, x: 1 },
    };
    expect(() => expectDocumented("GET", "/api/health", 200, extra)).toThrow(/undocumented fields: \$\.data\.x/);
  });
});
