import { env } from "cloudflare:test";
import { parseD1ServerTiming } from "@app/shared/api/server-timing";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { json } from "../../test/catalogue.ts";
import { call, createUser, db, signInAdmin } from "../../test/factories.ts";
import { users } from "../db/schema.ts";
import { prefixEnd, searchTokens } from "./search-terms.ts";

describe("search tokens", () => {
  it("cut a search as the triggers cut names and emails, longest first", () => {
    expect(searchTokens("  Budi  SANTOSO ")).toEqual(["santoso", "budi"]);
    expect(searchTokens(`=HYPERLINK("x")`)).toEqual(["hyperlink", "x"]);
    expect(searchTokens("...")).toEqual([]);
  });

  it("bound a prefix range by the next code point", () => {
    expect(prefixEnd("budi")).toBe("budj");
    expect(prefixEnd("zz")).toBe("z{");
    expect("budiman" < prefixEnd("budi") && "budiman" >= "budi").toBe(true);
    expect(prefixEnd("a\u{10ffff}")).toBe("a\u{10ffff}");
    expect(prefixEnd("a\ud7ff")).toBe("a\ue000");
  });
});

describe("admin user search (decision 046)", () => {
  const search = async (token: string, text: string) => {
    const res = await call(`/api/users/list/pagination?limit=50&search=${encodeURIComponent(text)}`, { token });
    expect(res.status).toBe(200);
    return (await json<{ uuid: string }[]>(res)).map((u) => u.uuid);
  };

  it("finds the start of any word of the name or email, the whole address and the phone", async () => {
    const { token } = await signInAdmin();
    const tag = `q${crypto.randomUUID().slice(0, 6)}`;
    const budi = await createUser({ name: `Budi ${tag}Santoso`, email: `b.${tag}@mail.test`, phone: "+6289912345678" });
    const other = await createUser({ name: `Sari ${tag}Wulan`, email: `sari.${tag}@mail.test`, phone: null });

    expect(await search(token, `${tag}san`)).toEqual([budi.id]);
    expect((await search(token, tag)).sort()).toEqual([budi.id, other.id].sort());
    expect(await search(token, `Budi ${tag}`)).toEqual([budi.id]);
    expect(await search(token, `B.${tag}@MAIL`)).toEqual([budi.id]);
    expect(await search(token, "+6289912345")).toContain(budi.id);
    // Not the middle of a word.
    expect(await search(token, tag.slice(2))).not.toContain(budi.id);
    // Punctuation only: no word to look for, no error.
    expect(await search(token, "%%")).toEqual([]);

    // A new name replaces the old words; a deleted user leaves no terms behind.
    await db()
      .update(users)
      .set({ name: `Budi ${tag}Hartono` })
      .where(eq(users.id, budi.id));
    expect(await search(token, `${tag}san`)).toEqual([]);
    expect(await search(token, `${tag}har`)).toEqual([budi.id]);
    await db().delete(users).where(eq(users.id, other.id));
    expect(await search(token, tag)).toEqual([budi.id]);
  });

  it("pages a search in creation order from its terms, each user once", async () => {
    const { token } = await signInAdmin();
    const tag = `p${crypto.randomUUID().slice(0, 6)}`;
    const people = [];
    // Two matching words each ("tag" and "tagman"): still one row a user.
    for (const [i, at] of [3, 1, 2].entries())
      people.push(await createUser({ name: `${tag} ${tag}man ${i}`, createdAt: Date.UTC(2026, 0, at) }));
    const page = async (n: number, order: "asc" | "desc") => {
      const res = await call(
        `/api/users/list/pagination?search=${tag}&limit=2&page=${n}&sortBy=createdAt&sortOrder=${order}`,
        { token },
      );
      const body = await res.json<{ data: { uuid: string }[]; meta: { total: number } }>();
      expect(body.meta.total).toBe(3);
      return body.data.map((u) => u.uuid);
    };
    const [jan3, jan1, jan2] = people.map((p) => p.id);
    expect([...(await page(1, "desc")), ...(await page(2, "desc"))]).toEqual([jan3, jan2, jan1]);
    expect([...(await page(1, "asc")), ...(await page(2, "asc"))]).toEqual([jan1, jan2, jan3]);
  });

  it("reads the matches, not the table", async () => {
    const { token } = await signInAdmin();
    const tag = `r${crypto.randomUUID().slice(0, 6)}`;
    // 300 users who do not match, then one who does.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 300)
       INSERT INTO users (id, name, email, email_canonical, referral_code, created_at, updated_at)
       SELECT ?1 || '-' || i, 'Filler ' || i, ?1 || '-' || i || '@fill.test', ?1 || '-' || i || '@fill.test',
         upper(?1) || i, 1, 1 FROM n`,
    )
      .bind(`fill${tag}`)
      .run();
    await createUser({ name: `Rara ${tag}` });
    const res = await call(`/api/users/list/pagination?limit=10&search=${tag}`, { token });
    expect((await json<unknown[]>(res)).length).toBe(1);
    const figures = parseD1ServerTiming(res.headers.get("server-timing"));
    // The session check, the page and its count: a few dozen rows, not the 300 others.
    expect(figures?.rowsRead).toBeGreaterThan(0);
    expect(figures?.rowsRead).toBeLessThan(60);
  });
});
