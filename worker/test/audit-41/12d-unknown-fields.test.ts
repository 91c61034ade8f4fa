// Audit (issue 41, finding 12d): "unknown fields in admin update bodies are silently dropped:
// `PUT …/accounts/{id}` with `{"status":"disabled"}` answers 200 and changes nothing. Refuse them
// with the field named."
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { serviceAccounts } from "../../src/db/schema.ts";
import { adminOnly, installedOperations } from "../../src/middleware/operation.ts";
import { json, makeCookieService } from "../catalogue.ts";
import { app, call, db, errorOf, signInAdmin } from "../factories.ts";

type Shape = { additionalProperties?: unknown; oneOf?: Shape[]; anyOf?: Shape[] };
/** An object that takes no other fields, or a union of such objects. */
const closed = (shape: Shape): boolean =>
  shape.additionalProperties === false ||
  (!!(shape.oneOf ?? shape.anyOf)?.length && (shape.oneOf ?? shape.anyOf ?? []).every(closed));

let admin: { token: string };
beforeAll(async () => {
  admin = await signInAdmin();
});

describe("audit 41 · 12d: an admin body with a field it does not take is refused, naming it", () => {
  it('PUT /api/services/{uuid}/accounts/{id} with {"status":"disabled"} is a 400 naming status', async () => {
    const service = await makeCookieService(admin.token, "https://pool-12d.test");
    const created = await call(`/api/services/${service.uuid}/accounts`, {
      method: "POST",
      token: admin.token,
      json: { label: "Main" },
    });
    expect(created.status).toBe(201);
    const account = await json<{ id: string }>(created);

    const res = await call(`/api/services/${service.uuid}/accounts/${account.id}`, {
      method: "PUT",
      token: admin.token,
      json: { status: "disabled" },
    });
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details?.fields?.map((f) => f.field)).toEqual(["status"]);
    expect(error.message).toBe("status is not a field this form takes");
    const row = await db().query.serviceAccounts.findFirst({ where: eq(serviceAccounts.id, account.id) });
    expect(row?.active).toBe(true);

    // The fields it does take still work, and a known field next to an unknown one is not saved.
    const mixed = await call(`/api/services/${service.uuid}/accounts/${account.id}`, {
      method: "PUT",
      token: admin.token,
      json: { active: false, enabled: true },
    });
    expect(mixed.status).toBe(400);
    expect((await errorOf(mixed)).details?.fields?.map((f) => f.field)).toEqual(["enabled"]);
    const off = await call(`/api/services/${service.uuid}/accounts/${account.id}`, {
      method: "PUT",
      token: admin.token,
      json: { active: false },
    });
    expect(off.status).toBe(200);
  });

  it("a service update with an unknown field is refused too", async () => {
    const service = await makeCookieService(admin.token, "https://pool-12d.test");
    const res = await call(`/api/services/${service.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { name: "Renamed", health: "operational" },
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).details?.fields?.map((f) => f.field)).toEqual(["health"]);
  });

  it("every admin operation's JSON body refuses an unknown field", () => {
    const loose: string[] = [];
    for (const [route, op] of Object.entries(installedOperations(app))) {
      if (!adminOnly(op) || !op.request?.body) continue;
      const schema = z.toJSONSchema(op.request.body, { io: "input", unrepresentable: "any" }) as Shape;
      const named = closed(schema);
      if (!named) loose.push(route);
    }
    expect(loose).toEqual([]);
  });
});
