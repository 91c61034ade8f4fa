import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { json, makeCategory } from "../../../test/catalogue.ts";
import { call, db, errorOf, signInAdmin } from "../../../test/factories.ts";
import { auditLog } from "../../db/schema.ts";

let admin: { id: string; token: string };

beforeAll(async () => {
  admin = await signInAdmin();
});

describe("categories", () => {
  it("create, read, update, delete with validation and audit", async () => {
    const bad = await call("/api/category-services", { method: "POST", token: admin.token, json: { name: "" } });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe("name is a required field");

    const created = await makeCategory(admin.token, "Gaming");
    const dup = await call("/api/category-services", { method: "POST", token: admin.token, json: { name: "Gaming" } });
    expect(dup.status).toBe(409);
    expect((await errorOf(dup)).details?.fields?.[0]?.field).toBe("name");

    const updated = await call(`/api/category-services/${created.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { name: "Games" },
    });
    expect((await json<{ name: string }>(updated)).name).toBe("Games");

    // Indonesian readers see the category's Indonesian name; an empty one is none (issue 46 item 8).
    const named = await call(`/api/category-services/${created.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { name: "Games", nameIndonesian: " Permainan " },
    });
    expect(await json<{ nameIndonesian: string | null }>(named)).toMatchObject({ nameIndonesian: "Permainan" });
    const tooLong = await call(`/api/category-services/${created.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { name: "Games", nameIndonesian: "x".repeat(101) },
    });
    expect(tooLong.status).toBe(400);
    expect((await errorOf(tooLong)).details?.fields?.[0]?.field).toBe("nameIndonesian");
    const service = await call("/api/services", {
      method: "POST",
      token: admin.token,
      json: { name: "Permainan Satu", categoryUuid: created.uuid },
    });
    const made = await json<{ uuid: string; categoryName: string; categoryNameIndonesian: string }>(service);
    expect(made).toMatchObject({ categoryName: "Games", categoryNameIndonesian: "Permainan" });
    await call(`/api/services/${made.uuid}`, { method: "DELETE", token: admin.token });
    const cleared = await call(`/api/category-services/${created.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { name: "Games", nameIndonesian: "" },
    });
    expect(await json<{ nameIndonesian: string | null }>(cleared)).toMatchObject({ nameIndonesian: null });
    const list = await json<{ name: string }[]>(await call("/api/category-services"));
    expect(list.map((c) => c.name)).toContain("Games");

    expect(
      (await call(`/api/category-services/${created.uuid}`, { method: "DELETE", token: admin.token })).status,
    ).toBe(200);
    expect((await call(`/api/category-services/${created.uuid}`)).status).toBe(404);
    expect((await call("/api/category-services/not-a-uuid")).status).toBe(400);
    const audits = await db().select().from(auditLog).where(eq(auditLog.entityId, created.uuid));
    expect(new Set(audits.map((a) => a.action))).toEqual(
      new Set(["category.create", "category.delete", "category.update"]),
    );
    expect(audits.every((a) => a.actorId === admin.id)).toBe(true);
  });
});
