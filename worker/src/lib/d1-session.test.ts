import { env } from "cloudflare:workers";
import { D1_BOOKMARK_HEADER } from "@app/shared/api/envelope";
import { parseD1ServerTiming } from "@app/shared/api/server-timing";
import { describe, expect, it } from "vitest";
import { app, call, createUser, signIn } from "../../test/factories.ts";
import { createDb } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { isBookmark, openD1Session, serverTimingEntry } from "./d1-session.ts";

const SERVER_TIMING = /^d1;dur=\d+\.\d{2};desc="(\d+) quer(?:y|ies), (\d+) rows read", d1-round-trips;desc="(\d+)"$/;

function d1Timing(res: Response): { queries: number; rowsRead: number } {
  const figures = parseD1ServerTiming(res.headers.get("server-timing"));
  if (!figures) throw new Error(`no d1 Server-Timing entry: ${res.headers.get("server-timing")}`);
  return { queries: figures.queries, rowsRead: figures.rowsRead };
}

describe("the request's D1 session", () => {
  it("meters every statement, also drizzle's raw() selects, from D1's result meta", async () => {
    await createUser();
    await createUser();
    const { session, figures } = openD1Session(env.DB, { write: false });
    const db = createDb(session as unknown as D1Database);
    const rows = await db.select({ id: users.id, email: users.email }).from(users).limit(2);
    expect(rows).toHaveLength(2);
    expect(figures.metered).toBe(true);
    expect(figures).toMatchObject({ roundTrips: 1, queries: 1 });
    expect(figures.rowsRead).toBeGreaterThanOrEqual(2);

    await db.batch([
      db.select({ id: users.id }).from(users).limit(1),
      db.select({ id: users.id }).from(users).limit(1),
    ]);
    expect(figures).toMatchObject({ roundTrips: 2, queries: 3 });
    expect(serverTimingEntry(figures)).toMatch(SERVER_TIMING);
  });

  it("answers every API request with a Server-Timing entry of its D1 work outside production", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const res = await call("/api/auth/validate", { token });
    expect(res.status).toBe(200);
    const figures = d1Timing(res);
    expect(figures.queries).toBeGreaterThanOrEqual(1);
    expect(figures.rowsRead).toBeGreaterThanOrEqual(1);

    const health = await call("/api/health");
    // Health reads one row when the scheduled jobs have never run: none.
    expect(d1Timing(health)).toEqual({ queries: 1, rowsRead: 0 });
  });

  it("sends no Server-Timing in production", async () => {
    const production = { ...env, ENVIRONMENT: "production" as const, APP_ORIGIN: "https://premiumhub.example" };
    const res = await app.request("/api/health", {}, production);
    expect(res.headers.get("server-timing")).toBeNull();
  });

  it("starts from the client's bookmark and answers with the session's latest", async () => {
    const bookmark = "0000000a-00000001-00004f8a-0123456789abcdef0123456789abcdef";
    expect(isBookmark(bookmark)).toBe(true);
    const res = await call("/api/health", { headers: { [D1_BOOKMARK_HEADER]: bookmark } });
    expect(res.status).toBe(200);
    const answered = res.headers.get(D1_BOOKMARK_HEADER);
    expect(answered).not.toBeNull();
    // D1 keeps the newest bookmark it has seen: never one older than the client's.
    expect((answered ?? "").localeCompare(bookmark)).toBeGreaterThanOrEqual(0);

    // A malformed bookmark is ignored (the request is served from the primary or any replica).
    for (const bad of ["not a bookmark", "x".repeat(300), "'; drop table users; --"]) {
      expect(isBookmark(bad)).toBe(false);
      const plain = await call("/api/health", { headers: { [D1_BOOKMARK_HEADER]: bad } });
      expect(plain.status).toBe(200);
      expect(plain.headers.get(D1_BOOKMARK_HEADER)).not.toBe(bad);
    }
  });

  it("round-trips the bookmark a write returns into the next read", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const write = await call("/api/users/me", { method: "PUT", token, json: { name: "Bookmark Reader" } });
    expect(write.status).toBe(200);
    const written = write.headers.get(D1_BOOKMARK_HEADER) ?? "";
    expect(isBookmark(written)).toBe(true);
    const read = await call("/api/users/me", { token, headers: { [D1_BOOKMARK_HEADER]: written } });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { name: string } }).data.name).toBe("Bookmark Reader");
    expect((read.headers.get(D1_BOOKMARK_HEADER) ?? "").localeCompare(written)).toBeGreaterThanOrEqual(0);
  });
});
