import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { createDb } from "./db/client.ts";
import { seedDemo } from "./db/seed.ts";

const app = createApp();
const call = (path: string, init?: RequestInit) => app.request(path, init, env);

beforeAll(async () => {
  await seedDemo(createDb(env.DB));
});

describe("API envelope", () => {
  it("GET /api/health answers ok in the envelope with security headers and a request id", async () => {
    const res = await call("/api/health");
    expect(res.status).toBe(200);
    const body = await res.json<{ error: boolean; data: { status: string } }>();
    expect(body.error).toBe(false);
    expect(body.data.status).toBe("ok");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("content-security-policy")).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("an unknown /api route is a 404 envelope", async () => {
    const res = await call("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: true, code: "NOT_FOUND" });
  });

  it("lists the 3 seeded active packages in order", async () => {
    const res = await call("/api/packages-subscriptions?status=active&limit=3");
    expect(res.status).toBe(200);
    const body = await res.json<{ data: { namePackage: string; price: number; currency: string }[]; meta: unknown }>();
    expect(body.data.map((p) => p.namePackage)).toEqual(["Starter", "Pro", "Ultimate"]);
    expect(body.data.every((p) => p.currency === "IDR" && Number.isInteger(p.price))).toBe(true);
    expect(body.meta).toEqual({ page: 1, limit: 3, total: 3 });
  });

  it("a bad query is a 400 that names the field", async () => {
    const res = await call("/api/packages-subscriptions?limit=abc&status=sleeping");
    expect(res.status).toBe(400);
    const body = await res.json<{ code: string; message: string; details: { fields: { field: string }[] } }>();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(body.details.fields.map((f) => f.field).sort()).toEqual(["limit", "status"]);
    expect(body.message).toMatch(/^(limit|status) /);
  });
});

describe("every registered API route", () => {
  const routes = [
    ...new Map(
      app.routes
        .filter((r) => r.method !== "ALL" && r.path.startsWith("/api"))
        .map((r) => [`${r.method} ${r.path}`, r]),
    ).values(),
  ];
  const concrete = (path: string) => path.replace(/:[^/]+/g, "00000000-0000-4000-8000-000000000000");

  it("has routes to walk", () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it.each(routes.map((r) => [r.method, r.path]))(
    "%s %s answers a malformed JSON body with a 400 envelope",
    async (method, path) => {
      const res = await call(concrete(path), {
        method: method === "GET" ? "POST" : method,
        headers: { "content-type": "application/json" },
        body: '{"broken": ',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: true, code: "INVALID_JSON" });
    },
  );

  it.each(routes.map((r) => [r.method, r.path]))(
    "%s %s never answers 500 to an empty or odd request",
    async (method, path) => {
      for (const body of [undefined, "{}", "[]", '"text"', "null"]) {
        const res = await call(concrete(path), {
          method,
          headers: body ? { "content-type": "application/json" } : {},
          body: method === "GET" || method === "HEAD" ? undefined : body,
        });
        expect(res.status, `${method} ${path} with ${body}`).toBeLessThan(500);
        if (res.headers.get("content-type")?.includes("json")) {
          expect((await res.json<{ error: boolean }>()).error).toBeTypeOf("boolean");
        }
      }
    },
  );
});

describe("unexpected errors", () => {
  it("become a 500 envelope with the request id and no stack trace", async () => {
    const broken = createApp();
    broken.get("/api/explode", () => {
      throw new Error("secret internals at line 42");
    });
    const res = await broken.request("/api/explode", {}, env);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain("secret internals");
    expect(text).not.toContain("at line");
    const body = JSON.parse(text);
    expect(body).toMatchObject({ error: true, code: "INTERNAL_ERROR" });
    expect(body.details.requestId).toBe(res.headers.get("x-request-id"));
  });
});
