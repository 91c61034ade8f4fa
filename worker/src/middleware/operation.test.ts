import { env } from "cloudflare:workers";
import { apiSuccess } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createUser, signIn } from "../../test/factories.ts";
import { AppError } from "../lib/errors.ts";
import { ok, okPage } from "../lib/respond.ts";
import type { AppBindings } from "../types.ts";
import { database } from "./database.ts";
import { installedOperations, operations, routes, toOpenApiPath } from "./operation.ts";

const op = operations("Test");
const steps: string[] = [];
const step = (name: string) => async (_c: unknown, next: () => Promise<void>) => {
  steps.push(name);
  await next();
};

const echo = routes(op).post(
  {
    path: "/echo/:n",
    summary: "Echo",
    auth: "user",
    request: { params: z.object({ n: z.coerce.number().int() }), body: z.object({ word: z.string().min(2) }) },
    before: [step("before")],
    use: [step("use")],
    ok: z.object({ n: z.number(), word: z.string(), user: z.string() }),
  },
  async (c) => {
    steps.push("handler");
    return ok(c, { n: c.req.valid("param").n, word: c.req.valid("json").word, user: c.get("auth").user.email });
  },
).hono;
const app = new Hono<AppBindings>().use("*", database).route("/api/test", echo);
app.onError((error, c) =>
  error instanceof AppError
    ? c.json({ code: error.code, details: error.details ?? null }, error.status as 400)
    : c.json({ code: "INTERNAL" }, 500),
);

const post = (path: string, body: unknown, token?: string) =>
  app.request(
    path,
    {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    },
    env,
  );

describe("one definition per operation", () => {
  it("installs the guard, then the validators, then `use`, around the handler", async () => {
    steps.length = 0;
    expect((await post("/api/test/echo/1", { word: "hi" })).status).toBe(401);
    expect(steps).toEqual(["before"]);

    const user = await createUser();
    const { token } = await signIn(user.email);
    steps.length = 0;
    const bad = await post("/api/test/echo/x", { word: "h" }, token);
    expect(bad.status).toBe(400);
    const fields = ((await bad.json()) as { details: { fields: { field: string }[] } }).details.fields;
    expect(fields.map((f) => f.field)).toEqual(["n"]);
    expect(steps).toEqual(["before"]);

    steps.length = 0;
    const good = await post("/api/test/echo/7", { word: "hello" }, token);
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ error: false, data: { n: 7, word: "hello", user: user.email } });
    expect(steps).toEqual(["before", "use", "handler"]);
  });

  it("is found where it is installed, with the mount path", () => {
    const found = installedOperations(app);
    expect(Object.keys(found)).toEqual(["POST /api/test/echo/{n}"]);
    expect(found["POST /api/test/echo/{n}"]).toMatchObject({ summary: "Echo", auth: "user", tags: ["Test"] });
  });

  it("says the common answers short: `ok` is the success envelope, `page` one page of a list", () => {
    const item = z.object({ n: z.number() });
    const shorthands = routes(op)
      .get({ path: "/one", summary: "One", auth: "public", ok: item }, async (c) => ok(c, { n: 1 }))
      .get({ path: "/many", summary: "Many", auth: "public", page: item }, async (c) =>
        okPage(c, { items: [{ n: 1 }], meta: { page: 1, limit: 20, total: 1 } }),
      )
      .post({ path: "/raw", summary: "Raw", auth: "public", responses: { 204: { description: "Nothing" } } }, (c) =>
        c.body(null, 204),
      ).hono;
    const found = installedOperations(shorthands);
    const one = found["GET /one"]?.responses[200] as z.ZodType;
    const many = found["GET /many"]?.responses[200] as z.ZodType;
    expect(one.safeParse({ error: false, data: { n: 1 } }).success).toBe(true);
    expect(one.safeParse({ error: false, data: [{ n: 1 }] }).success).toBe(false);
    expect(many.safeParse({ error: false, data: [{ n: 1 }], meta: { page: 1, limit: 20, total: 1 } }).success).toBe(
      true,
    );
    expect(Object.keys(found["POST /raw"]?.responses ?? {})).toEqual(["204"]);
  });

  it("refuses, at type level, a handler whose JSON answer does not fit its documented schema", () => {
    const wrong = () => {
      const added = routes(op).get(
        { path: "/", summary: "Wrong", auth: "public", ok: z.object({ n: z.number() }) },
        async (c) => ok(c, { n: "seven" }),
      );
      // @ts-expect-error the answer's `n` is a string where the documented schema says number: no router comes back
      return added.hono;
    };
    const wrongInResponses = () =>
      new Hono<AppBindings>().get(
        // @ts-expect-error the same check for a schema under `responses`
        ...op(
          { path: "/", summary: "Wrong", auth: "public", responses: { 200: apiSuccess(z.object({ n: z.number() })) } },
          async (c) => ok(c, { n: "seven" }),
        ),
      );
    expect(typeof wrong).toBe("function");
    expect(typeof wrongInResponses).toBe("function");
  });

  it("writes Hono paths as OpenAPI paths", () => {
    expect(toOpenApiPath("/api/media/:path{[a-z]+/[a-f0-9]{64}\\.[a-z0-9]+}")).toBe("/api/media/{path}");
    expect(toOpenApiPath("/api/services/:uuid/accounts/:id")).toBe("/api/services/{uuid}/accounts/{id}");
    expect(toOpenApiPath("/api/media/*")).toBe("/api/media/{path}");
  });
});
