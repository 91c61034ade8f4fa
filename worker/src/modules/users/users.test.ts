import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { call, createUser, errorOf, signIn } from "../../../test/factories.ts";

/** A minimal RFC 4180 parser for checking the export (quoted fields, doubled quotes, CRLF inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  return rows;
}

describe("profile", () => {
  it("updates name, phone and country, storing the phone in E.164", async () => {
    const user = await createUser({ phone: null, country: null });
    const { token } = await signIn(user.email);
    const me = await call("/api/users/me", { token });
    expect((await me.json<{ data: { profileComplete: boolean } }>()).data.profileComplete).toBe(false);

    const res = await call("/api/users/me", {
      method: "PUT",
      token,
      json: { name: "Renamed", phone: "030 1234567", country: "DE" },
    });
    expect(res.status).toBe(200);
    expect((await res.json<{ data: unknown }>()).data).toMatchObject({
      name: "Renamed",
      phone: "+49301234567",
      country: "DE",
      profileComplete: true,
    });
    const bad = await call("/api/users/me", { method: "PUT", token, json: { phone: "999", country: "DE" } });
    expect(bad.status).toBe(400);
    const noCountry = await createUser({ phone: null, country: null });
    const other = await signIn(noCountry.email);
    const missing = await call("/api/users/me", { method: "PUT", token: other.token, json: { phone: "081234567890" } });
    expect((await errorOf(missing)).details?.fields?.[0]?.field).toBe("country");
  });
});

describe("countries", () => {
  it("lists ISO codes with localized names and dialing codes", async () => {
    const en = (
      await (
        await call("/api/countries?locale=en")
      ).json<{ data: { code: string; name: string; dialCode: string }[] }>()
    ).data;
    const id = (
      await (
        await call("/api/countries?locale=id")
      ).json<{ data: { code: string; name: string; dialCode: string }[] }>()
    ).data;
    expect(en.length).toBeGreaterThan(200);
    expect(en.find((c) => c.code === "ID")).toEqual({ code: "ID", name: "Indonesia", dialCode: "+62" });
    expect(en.find((c) => c.code === "DE")?.name).toBe("Germany");
    expect(id.find((c) => c.code === "DE")?.name).toBe("Jerman");
    expect((await call("/api/countries?locale=fr")).status).toBe(400);
  });
});

describe("admin user list and export", () => {
  it("paginates, searches, filters by status and sorts", async () => {
    const admin = await createUser({ role: "admin" });
    const { token } = await signIn(admin.email);
    const tag = crypto.randomUUID().slice(0, 6);
    for (const [i, status] of (["active", "suspended", "active"] as const).entries()) {
      await createUser({ name: `Zed ${tag} ${i}`, email: `zed-${tag}-${i}@example.com`, status });
    }
    const res = await call(`/api/users/list/pagination?search=${tag}&sortBy=name&sortOrder=asc&limit=2&page=1`, {
      token,
    });
    const body = await res.json<{ data: { name: string }[]; meta: { total: number; page: number; limit: number } }>();
    expect(body.meta).toEqual({ page: 1, limit: 2, total: 3 });
    expect(body.data.map((u) => u.name)).toEqual([`Zed ${tag} 0`, `Zed ${tag} 1`]);
    const suspended = await call(`/api/users/list/pagination?search=${tag}&status=suspended`, { token });
    expect((await suspended.json<{ meta: { total: number } }>()).meta.total).toBe(1);
    const bad = await call("/api/users/list/pagination?status=banned&sortBy=password", { token });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details?.fields?.map((f) => f.field).sort()).toEqual(["sortBy", "status"]);
  });

  it("streams 10,000 users as correct CSV with awkward characters escaped", async () => {
    const admin = await createUser({ role: "admin", name: "Export Admin" });
    const awkward = await createUser({ name: 'O\'Brien, "The Boss"\nSecond line' });
    await env.DB.prepare(
      `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < 10000)
       INSERT INTO users (id, name, email, email_canonical, role, status, referral_code, created_at, updated_at)
       SELECT lower(hex(randomblob(4))) || '-0000-4000-8000-' || printf('%012d', n), 'Bulk ' || n, 'bulk' || n || '@example.com',
              'bulk' || n || '@example.com', 'user', 'active', 'BULK' || n, 1700000000000 + n, 1700000000000 + n FROM seq`,
    ).run();
    const { token } = await signIn(admin.email);
    const res = await call("/api/users/export", { token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = parseCsv((await res.text()).replace(/^\uFEFF/, ""));
    const [header, ...data] = rows;
    expect(header).toEqual([
      "uuid",
      "name",
      "email",
      "phone",
      "country",
      "role",
      "status",
      "referral_code",
      "created_at",
      "email_verified",
    ]);
    const bulk = data.filter((r) => r[2]?.startsWith("bulk"));
    expect(bulk).toHaveLength(10_000);
    expect(new Set(bulk.map((r) => r[0])).size).toBe(10_000);
    expect(data.find((r) => r[0] === awkward.id)?.[1]).toBe('O\'Brien, "The Boss"\nSecond line');
    expect(data.find((r) => r[2] === "bulk1@example.com")?.[8]).toBe(new Date(1700000000001).toISOString());
  });

  it("neutralises spreadsheet formulas in exported text", async () => {
    const admin = await createUser({ role: "admin" });
    const evil = await createUser({ name: '=HYPERLINK("http://evil")' });
    const { token } = await signIn(admin.email);
    const rows = parseCsv(
      (await (await call(`/api/users/export?search=${encodeURIComponent("HYPERLINK")}`, { token })).text()).replace(
        /^\uFEFF/,
        "",
      ),
    );
    expect(rows.find((r) => r[0] === evil.id)?.[1]).toBe('\'=HYPERLINK("http://evil")');
  });
});
