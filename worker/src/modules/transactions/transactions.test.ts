import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, db, signIn, signInAdmin } from "../../../test/factories.ts";
import { transactions } from "../../db/schema.ts";

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
});
