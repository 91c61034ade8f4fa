import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { createDb } from "../db/client.ts";
import { likeContains } from "./like.ts";

it("matches % and _ literally and ignores case", async () => {
  const db = createDb(env.DB);
  const matches = async (value: string, search: string) =>
    ((await db.get<{ ok: number }>(sql`SELECT ${likeContains(sql`${value}`, search)} AS ok`))?.ok ?? 0) === 1;
  expect(await matches("50% off", "50%")).toBe(true);
  expect(await matches("500 off", "50%")).toBe(false);
  expect(await matches("a_b", "a_b")).toBe(true);
  expect(await matches("axb", "a_b")).toBe(false);
  expect(await matches("C:\\path", "c:\\p")).toBe(true);
  expect(await matches("Hello", "ELL")).toBe(true);
});

it("never builds a pattern D1 refuses: long, wildcard-heavy and multi-byte searches answer", async () => {
  const db = createDb(env.DB);
  const matches = async (value: string, search: string) =>
    ((await db.get<{ ok: number }>(sql`SELECT ${likeContains(sql`${value}`, search)} AS ok`))?.ok ?? 0) === 1;
  const long = "a".repeat(120);
  expect(await matches(long, long)).toBe(true);
  expect(await matches("x", "%".repeat(60))).toBe(false);
  expect(await matches("_".repeat(40), "_".repeat(60))).toBe(true);
  expect(await matches("ü".repeat(40), "ü".repeat(40))).toBe(true);
  // Terms: every word must occur, in any order.
  expect(await matches("Netflix Premium 4K", "premium netflix")).toBe(true);
  expect(await matches("Netflix Basic", "premium netflix")).toBe(false);
});
