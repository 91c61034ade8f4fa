import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, db, signIn, signInAdmin } from "../../../test/factories.ts";
import { transactions } from "../../db/schema.ts";
import { transactionListQueries } from "./transactions.service.ts";

type Page = {
  data: { uuid: string; packageName: string; status: string; userEmail: string | null; paymentUrl: string | null }[];
  meta: { page: number; limit: number; total: number };
};

let owner: Awaited<ReturnType<typeof createUser>>;
let other: Awaited<ReturnType<typeof createUser>>;
const tag = crypto.randomUUID().slice(0, 8);

beforeAll(async () => {
  [owner, other] = [await createUser(), await createUser()];
  const base = { days: 30, provider: "sandbox" as const, currency: "IDR", amount: 50_000 };
  const now = Date.now();
  await db()
    .insert(transactions)
    .values([
      { ...base, userId: owner.id, packageName: `Alpha ${tag}`, status: "completed", createdAt: now - 3000 },
      {
        ...base,
        userId: owner.id,
        packageName: `Beta ${tag}`,
        status: "pending",
        paymentUrl: "https://pay.test/1",
        createdAt: now - 2000,
      },
      {
        ...base,
        userId: owner.id,
        packageName: `Gamma ${tag}`,
        status: "expired",
        paymentUrl: "https://pay.test/2",
        createdAt: now - 1000,
      },
      { ...base, userId: other.id, packageName: `Delta ${tag}`, status: "completed", createdAt: now },
    ]);
});

describe("transactions", () => {
  it("a user sees only their own, newest first, paged, without anyone's email", async () => {
    const { token } = await signIn(owner.email);
    const page = await (await call("/api/transactions?limit=2", { token })).json<Page>();
    expect(page.meta).toEqual({ page: 1, limit: 2, total: 3 });
    expect(page.data.map((t) => t.packageName)).toEqual([`Gamma ${tag}`, `Beta ${tag}`]);
    expect(page.data.every((t) => t.userEmail === null)).toBe(true);
    // Only a pending payment still offers its payment link.
    expect(page.data.map((t) => t.paymentUrl)).toEqual([null, "https://pay.test/1"]);
    const second = await (await call("/api/transactions?limit=2&page=2", { token })).json<Page>();
    expect(second.data.map((t) => t.packageName)).toEqual([`Alpha ${tag}`]);
  });

  it("filters by status and search; an admin sees everyone's with the buyer's email", async () => {
    const { token } = await signIn(owner.email);
    const completed = await (await call(`/api/transactions?status=completed&search=${tag}`, { token })).json<Page>();
    expect(completed.data.map((t) => t.packageName)).toEqual([`Alpha ${tag}`]);

    const admin = await signInAdmin();
    const all = await (await call(`/api/transactions?search=${tag}&limit=10`, { token: admin.token })).json<Page>();
    expect(all.meta.total).toBe(4);
    expect(all.data.find((t) => t.packageName === `Delta ${tag}`)?.userEmail).toBe(other.email);
    const byEmail = await (
      await call(`/api/transactions?search=${encodeURIComponent(other.email)}`, { token: admin.token })
    ).json<Page>();
    expect(byEmail.data.map((t) => t.packageName)).toEqual([`Delta ${tag}`]);
  });

  it("needs a signed-in user", async () => {
    expect((await call("/api/transactions")).status).toBe(401);
  });

  it("a deep page has the rows an offset over the whole list would give, ties in a stable order", async () => {
    const buyer = await createUser();
    const { token } = await signIn(buyer.email);
    const base = { days: 30, provider: "sandbox" as const, currency: "IDR", amount: 50_000, userId: buyer.id };
    const at = Date.now() - 60_000;
    // 25 rows, in pairs that share a created_at, inserted in an order unlike their listing.
    const values = Array.from({ length: 25 }, (_, i) => ({
      ...base,
      packageName: `Deep ${String(i).padStart(2, "0")}`,
      status: "completed" as const,
      createdAt: at + Math.floor(i / 2) * 1000,
    }));
    // Five rows a statement: D1 binds at most 100 values.
    for (const rows of [values.slice(12), values.slice(0, 12)])
      for (let i = 0; i < rows.length; i += 5)
        await db()
          .insert(transactions)
          .values(rows.slice(i, i + 5));
    const pages = await Promise.all(
      [1, 2, 3].map(
        async (n) => (await (await call(`/api/transactions?limit=10&page=${n}`, { token })).json<Page>()).data,
      ),
    );
    const listed = pages.flat().map((t) => t.packageName);
    expect(listed).toHaveLength(25);
    expect(new Set(listed).size).toBe(25);
    // Newest first; within a second, the later insert first.
    const expected = [...values]
      .map((v, i) => ({ name: v.packageName, createdAt: v.createdAt, inserted: i < 12 ? 13 + i : i - 12 }))
      .sort((a, b) => b.createdAt - a.createdAt || b.inserted - a.inserted)
      .map((v) => v.name);
    expect(listed).toEqual(expected);
  });

  it("chooses a page's rows from the created_at index alone, then reads only those (issue 42)", async () => {
    const queries = (status?: "completed") =>
      transactionListQueries(db(), { id: "admin", role: "admin" }, { page: 500, limit: 10, status });
    for (const [query, index] of [
      [queries(), "transactions_created_idx"],
      [queries("completed"), "transactions_status_created_idx"],
    ] as const) {
      const { sql, params } = query.page({ limit: 10, offset: 4990 }).toSQL();
      const plan = (
        await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
          .bind(...params)
          .all<{ id: number; parent: number; detail: string }>()
      ).results;
      const subquery = plan.find((row) => row.detail.startsWith("LIST SUBQUERY"));
      const inSubquery = plan.filter((row) => row.parent === subquery?.id).map((row) => row.detail);
      const outer = plan.filter((row) => row.parent === 0).map((row) => row.detail);
      // The page's rowids: a walk down the index, in its order, without reading a row.
      expect(inSubquery).toEqual([
        expect.stringMatching(new RegExp(`^(SCAN|SEARCH) transactions USING COVERING INDEX ${index}\\b`)),
      ]);
      // Then the page's own rows by rowid, their buyers, and a sort of those few rows.
      expect(outer).toContainEqual("SEARCH transactions USING INTEGER PRIMARY KEY (rowid=?)");
      expect(outer.some((detail) => detail.startsWith("SCAN transactions"))).toBe(false);
    }
  });
});
