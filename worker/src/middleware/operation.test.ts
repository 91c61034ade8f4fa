import { env } from "cloudflare:workers";
import { apiSuccess } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createUser, signIn } from "../../test/factories.ts";
import { AppError } from "../lib/errors.ts";
import { ok } from "../lib/respond.ts";
import type { AppBindings } from "../types.ts";
import { database } from "./database.ts";
import { installedOperations, operations, toOpenApiPath } from "./operation.ts";

const op = operations("Test");
const steps: string[] = [];
const step = (name: string) => async (_c: unknown, next: () => Promise<void>) => {
  steps.push(name);
  await next();
};

const echo = new Hono<AppBindings>().post(
  ...op(
    {
      path: "/echo/:n",
      summary: "Echo",
      auth: "user",
      request: { params: z.object({ n: z.coerce.number().int() }), body: z.object({ word: z.string().min(2) }) },
      before: [step("before")],
      use: [step("use")],
      responses: { 200: apiSuccess(z.object({ n: z.number(), word: z.string(), user: z.string() })) },
    },
    async (c) => {
      steps.push("handler");
      return ok(c, { n: c.req.valid("param").n, word: c.req.valid("json").word, user: c.get("auth").user.email });
    },
  ),
);
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

  it("refuses, at type level, a handler whose JSON answer does not fit its documented schema", () => {
    const wrong = () =>
      new Hono<AppBindings>().get(
        // @ts-expect-error the answer's `n` is a string where the documented schema says number
        ...op(
          { path: "/", summary: "Wrong", auth: "public", responses: { 200: apiSuccess(z.object({ n: z.number() })) } },
          async (c) => ok(c, { n: "seven" }),
        ),
      );
    expect(typeof wrong).toBe("function");
  });

  it("writes Hono paths as OpenAPI paths", () => {
    expect(toOpenApiPath("/api/media/:path{[a-z]+/[a-f0-9]{64}\\.[a-z0-9]+}")).toBe("/api/media/{path}");
    expect(toOpenApiPath("/api/services/:uuid/accounts/:id")).toBe("/api/services/{uuid}/accounts/{id}");
    expect(toOpenApiPath("/api/media/*")).toBe("/api/media/{path}");
  });
});
