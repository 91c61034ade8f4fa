// Audit (issue 41, finding 12c): "role checks come before body validation (a subscriber's capture
// with a missing label gets 400 before 403)". The reproduction: a subscriber's linked Access
// extension posts `POST /api/extension/capture` with `{ serviceUuid, session }` and no label, and
// is told which field is missing instead of being refused.
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { seedDemo } from "../../seed/seed.ts";
import { createDb } from "../../src/db/client.ts";
import { extensions } from "../../src/db/schema.ts";
import type { AppError } from "../../src/lib/errors.ts";
import { ok } from "../../src/lib/respond.ts";
import { database } from "../../src/middleware/database.ts";
import { installedOperations, operations, routes } from "../../src/middleware/operation.ts";
import type { AppBindings } from "../../src/types.ts";
import { makePackage } from "../catalogue.ts";
import { extHeaders, linkedSubscriber } from "../extension-subscriber.ts";
import { app, call, db, errorOf, signInAdmin } from "../factories.ts";

let pkg: string;
beforeAll(async () => {
  await seedDemo(createDb(env.DB), Date.now(), { serviceSecretKey: env.SERVICE_SECRET_KEY });
  await db()
    .insert(extensions)
    .values({ id: "core", name: "PremiumHub Access", minimumVersion: "1.2.0" })
    .onConflictDoNothing();
  pkg = (await makePackage((await signInAdmin()).token)).uuid;
});

const capture = (token: string, body: unknown) =>
  call("/api/extension/capture", { method: "POST", headers: extHeaders(token), json: body });

describe("audit 41 · 12c: the admin rule is checked before the body", () => {
  it("a subscriber's capture with a missing label (or any invalid body) gets 403, not 400", async () => {
    const subscriber = await linkedSubscriber(pkg);
    const missingLabel = await capture(subscriber.ext, {
      serviceUuid: crypto.randomUUID(),
      session: { cookies: [] },
    });
    expect(missingLabel.status).toBe(403);
    expect((await errorOf(missingLabel)).code).toBe("FORBIDDEN");
    expect((await capture(subscriber.ext, { nonsense: true })).status).toBe(403);
    const targets = await call("/api/extension/capture/targets", { headers: extHeaders(subscriber.ext) });
    expect(targets.status).toBe(403);
  });

  it("an admin's extension still gets the field named", async () => {
    const admin = await linkedSubscriber(pkg, "admin");
    const missingLabel = await capture(admin.ext, { serviceUuid: crypto.randomUUID(), session: { cookies: [] } });
    expect(missingLabel.status).toBe(400);
    expect((await errorOf(missingLabel)).details?.fields?.[0]?.field).toBe("label");
  });

  it('`role: "admin"` is part of the definition: documented, and its guard runs before every validator', async () => {
    const documented = installedOperations(app)["POST /api/extension/capture"];
    expect(documented).toMatchObject({ auth: "extension", role: "admin" });

    const op = operations("Test");
    const router = routes(op).post(
      {
        path: "/check",
        summary: "A user route only admins may call",
        auth: "user",
        role: "admin",
        request: { body: z.object({ word: z.string().min(2) }) },
        ok: z.object({ word: z.string() }),
      },
      async (c) => ok(c, { word: c.req.valid("json").word }),
    ).hono;
    const tiny = new Hono<AppBindings>().use("*", database).route("/", router);
    tiny.onError((error, c) => c.json({ code: (error as AppError).code }, (error as AppError).status as 400));
    const subscriber = await linkedSubscriber(pkg);
    const res = await tiny.request(
      "/check",
      {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${subscriber.panel}` },
        body: JSON.stringify({}),
      },
      env,
    );
    expect(res.status).toBe(403);
  });
});
