import { env } from "cloudflare:workers";
import { LIST_COUNT_CAP } from "@app/shared/constants";
import { describe, expect, it } from "vitest";
import { createDb } from "../../db/client.ts";
import { openD1Session } from "../../lib/d1-session.ts";
import { countCap } from "../../lib/paginate.ts";
import { auditEntries } from "./admin-info.service.ts";

/** `rows` audit rows of one new entity name, written in one statement. */
async function auditRows(rows: number): Promise<string> {
  const entity = `paginate-${crypto.randomUUID().slice(0, 8)}`;
  await env.DB.prepare(
    `WITH RECURSIVE seq(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM seq WHERE i < ?1)
     INSERT INTO audit_log (id, action, entity, created_at) SELECT lower(hex(randomblob(16))), 'probe', ?2, ?3 + i FROM seq`,
  )
    .bind(rows, entity, Date.now())
    .run();
  return entity;
}

describe("list pages count up to a cap (issue 15)", () => {
  it("says 'more than' past LIST_COUNT_CAP and reads about the cap, not the table", async () => {
    const entity = await auditRows(LIST_COUNT_CAP + 300);
    const { session, figures } = openD1Session(env.DB, { write: false });
    const page = await auditEntries(createDb(session as unknown as D1Database), { page: 1, limit: 10, entity });
    expect(page.items).toHaveLength(10);
    expect(page.meta).toEqual({ page: 1, limit: 10, total: LIST_COUNT_CAP, totalCapped: true });
    expect(figures.roundTrips).toBe(1);
    expect(figures.rowsRead).toBeLessThan(LIST_COUNT_CAP + 300);
  });

  it("counts exactly below the cap, and on a deep page far enough to page on", async () => {
    const small = await auditRows(25);
    const db = createDb(env.DB);
    expect((await auditEntries(db, { page: 2, limit: 10, entity: small })).meta).toEqual({
      page: 2,
      limit: 10,
      total: 25,
    });

    const large = await auditRows(LIST_COUNT_CAP + 300);
    expect(countCap({ page: 120, limit: 10 })).toBe(1250);
    const deep = await auditEntries(db, { page: 120, limit: 10, entity: large });
    expect(deep.items).toHaveLength(10);
    expect(deep.meta).toEqual({ page: 120, limit: 10, total: 1250, totalCapped: true });
    const last = await auditEntries(db, { page: 130, limit: 10, entity: large });
    expect(last.meta).toEqual({ page: 130, limit: 10, total: LIST_COUNT_CAP + 300 });
  });
});
