import { createMiddleware } from "hono/factory";
import type { AppBindings } from "../types.ts";

/**
 * Public catalogue reads (package list, services preview, extension releases) from the Workers
 * Cache API (decision 044): a warm request runs no D1 query. The cache key carries the catalogue's
 * version; every successful admin write mints a new version, so the next read misses and fills
 * the cache again. The version itself lives in the cache (no D1 read to learn it): when it is
 * missing (evicted, a new data centre) a new one is minted, which only costs misses.
 *
 * The Cache API is per data centre: a write bumps the version where it ran, elsewhere entries
 * expire after PUBLIC_CACHE_SECONDS (default 60).
 */
const CACHE_ORIGIN = "https://public-cache.internal";
const VERSION_KEY = `${CACHE_ORIGIN}/catalogue-version`;
const DEFAULT_SECONDS = 60;

export function publicCacheSeconds(env: { PUBLIC_CACHE_SECONDS?: string | undefined }): number {
  const seconds = Number(env.PUBLIC_CACHE_SECONDS ?? DEFAULT_SECONDS);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 0;
}

/**
 * The version this isolate last read or minted, reused for a moment: a warm read then makes one
 * cache lookup instead of two. Another isolate sees a new version at most this much later; the
 * isolate that ran the admin's write sees it at once.
 */
const VERSION_MEMORY_MS = 2_000;
let remembered: { version: string; until: number } | null = null;

async function mintVersion(cache: Cache): Promise<string> {
  const version = `${Date.now().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
  await cache.put(
    VERSION_KEY,
    new Response(version, { headers: { "Cache-Control": "max-age=31536000", "Content-Type": "text/plain" } }),
  );
  remembered = { version, until: Date.now() + VERSION_MEMORY_MS };
  return version;
}

async function currentVersion(cache: Cache): Promise<string> {
  if (remembered && remembered.until > Date.now()) return remembered.version;
  const stored = await cache.match(VERSION_KEY);
  if (!stored) return mintVersion(cache);
  const version = await stored.text();
  remembered = { version, until: Date.now() + VERSION_MEMORY_MS };
  return version;
}

/**
 * A small per-isolate tier in front of the Cache API, under the same versioned keys: a warm read
 * then costs no lookup at all (issue 15 asks a public read to cost about what /api/health costs).
 * An entry lives as long as its Cache API twin; a new version changes every key, so this tier is
 * never staler than the version this isolate knows.
 */
const MEMORY_ENTRIES = 100;
const MEMORY_MAX_BYTES = 256 * 1024;
const memory = new Map<string, { until: number; value: unknown }>();

function fromMemory<T>(key: string): T | undefined {
  const entry = memory.get(key);
  if (entry && entry.until > Date.now()) return entry.value as T;
  memory.delete(key);
  return undefined;
}

function toMemory(key: string, value: unknown, seconds: number): void {
  if (memory.size >= MEMORY_ENTRIES) memory.delete(memory.keys().next().value as string);
  memory.set(key, { until: Date.now() + seconds * 1000, value });
}

type StoredAnswer = { body: ArrayBuffer; gzip: ArrayBuffer | null; headers: [string, string][] };

async function compressedAnswer(body: ArrayBuffer, headers: Headers): Promise<StoredAnswer> {
  const gzip = await new Response(new Blob([body]).stream().pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
  return { body, gzip, headers: [...headers] };
}

/** The cache key of `suffix` under the current catalogue version. */
async function versionedKey(cache: Cache, suffix: string): Promise<string> {
  return `${CACHE_ORIGIN}/v/${await currentVersion(cache)}${suffix}`;
}

/** Makes every cached catalogue read stale (in this data centre at once, elsewhere on expiry). */
export async function bumpCatalogueVersion(): Promise<void> {
  await mintVersion(caches.default);
}

/**
 * A value derived from the catalogue only (e.g. a package's services), from the cache under the
 * current catalogue version, else computed and stored. `seconds` 0: always computed.
 */
export async function cachedCatalogue<T>(name: string, seconds: number, compute: () => Promise<T>): Promise<T> {
  if (seconds === 0) return compute();
  const cache = caches.default;
  const key = await versionedKey(cache, `/data/${name}`);
  const remembered = fromMemory<T>(key);
  if (remembered !== undefined) return remembered;
  const hit = await cache.match(key);
  if (hit) {
    const value = (await hit.json()) as T;
    toMemory(key, value, seconds);
    return value;
  }
  const value = await compute();
  toMemory(key, value, seconds);
  await cache.put(
    key,
    new Response(JSON.stringify(value), {
      headers: { "Cache-Control": `max-age=${seconds}`, "Content-Type": "application/json" },
    }),
  );
  return value;
}

/** Serves a public GET from the cache, or runs it and stores a 200 answer. */
export const publicCache = createMiddleware<AppBindings>(async (c, next) => {
  const seconds = publicCacheSeconds(c.env);
  // Only anonymous reads: a signed-in request may one day see more than the public answer.
  if (seconds === 0 || c.req.method !== "GET" || c.req.header("authorization")) return next();
  const cache = caches.default;
  const url = new URL(c.req.url);
  url.searchParams.sort();
  const key = await versionedKey(cache, `${url.pathname}${url.search}`);
  // A remembered answer goes out compressed once, not on every request, to a client that takes gzip.
  const gzip = /\bgzip\b/.test(c.req.header("accept-encoding") ?? "");
  const answer = (stored: StoredAnswer) => {
    const response =
      gzip && stored.gzip
        ? new Response(stored.gzip.slice(0), { status: 200, headers: stored.headers, encodeBody: "manual" })
        : new Response(stored.body.slice(0), { status: 200, headers: stored.headers });
    if (gzip && stored.gzip) response.headers.set("Content-Encoding", "gzip");
    response.headers.append("Vary", "Accept-Encoding");
    response.headers.set("X-Cache", "HIT");
    return response;
  };
  const inMemory = fromMemory<StoredAnswer>(key);
  if (inMemory) return answer(inMemory);
  const hit = await cache.match(key);
  if (hit) {
    const body = await hit.arrayBuffer();
    if (body.byteLength > MEMORY_MAX_BYTES) return answer({ body, gzip: null, headers: [...hit.headers] });
    const stored = await compressedAnswer(body, hit.headers);
    toMemory(key, stored, seconds);
    return answer(stored);
  }
  await next();
  if (c.res.status !== 200) return;
  const headers = new Headers(c.res.headers);
  headers.set("Cache-Control", `public, max-age=${seconds}`);
  headers.delete("Set-Cookie");
  const body = await c.res.clone().arrayBuffer();
  await cache.put(key, new Response(body, { status: 200, headers }));
  if (body.byteLength <= MEMORY_MAX_BYTES) toMemory(key, await compressedAnswer(body, headers), seconds);
  c.res.headers.set("X-Cache", "MISS");
});

/** After every successful admin write (any method but GET/HEAD/OPTIONS), a new catalogue version. */
export const bumpOnAdminWrite = createMiddleware<AppBindings>(async (c, next) => {
  await next();
  if (["GET", "HEAD", "OPTIONS"].includes(c.req.method) || c.res.status >= 300) return;
  if (publicCacheSeconds(c.env) === 0) return;
  // Awaited: the admin's next read must already miss.
  if (c.get("auth")?.user.role === "admin") await bumpCatalogueVersion();
});
