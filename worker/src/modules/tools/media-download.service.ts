import { SERVICE_MESSAGES, TOOL_MESSAGES } from "@app/shared/messages";
import type { MediaDownloadResult, MediaProviderUsage, MediaQuota } from "@app/shared/schemas/tools";
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptions, toolProviderUsage, toolUsage } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { AppError } from "../../lib/errors.ts";
import { sha256Hex } from "../../lib/tokens.ts";
import { askMediaProvider, type MediaProviderConfig } from "../../providers/media/downloader.ts";

const CACHE_SECONDS = 600;
const DEFAULT_DAILY_LIMIT = 20;
const DEFAULT_TIMEOUT_MS = 8000;

/** The configured providers, A first; keys never leave the Worker. */
export function mediaProviders(env: AppEnv): MediaProviderConfig[] {
  const one = (name: "a" | "b", url?: string, key?: string, header?: string): MediaProviderConfig[] =>
    url && key ? [{ name, url, key, keyHeader: header?.trim() || "x-api-key" }] : [];
  return [
    ...one("a", env.MEDIA_DOWNLOADER_A_URL, env.MEDIA_DOWNLOADER_A_KEY, env.MEDIA_DOWNLOADER_A_KEY_HEADER),
    ...one("b", env.MEDIA_DOWNLOADER_B_URL, env.MEDIA_DOWNLOADER_B_KEY, env.MEDIA_DOWNLOADER_B_KEY_HEADER),
  ];
}

/** Whether the tool works here: the panel hides it otherwise (GET /users/me `features`). */
export function mediaDownloaderConfigured(env: AppEnv): boolean {
  return mediaProviders(env).length > 0;
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
export const dailyLimit = (env: AppEnv) => positive(env.MEDIA_DOWNLOAD_DAILY_LIMIT, DEFAULT_DAILY_LIMIT);
const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);

export async function quotaOf(db: Db, env: AppEnv, userId: string, now = Date.now()): Promise<MediaQuota> {
  const limit = dailyLimit(env);
  const row = await db.query.toolUsage.findFirst({
    where: and(eq(toolUsage.userId, userId), eq(toolUsage.day, utcDay(now))),
  });
  return { limit, remaining: Math.max(0, limit - (row?.count ?? 0)) };
}

/** Takes one of today's downloads, or none when the quota is used up (one conditional upsert). */
async function takeOne(db: Db, userId: string, limit: number, now: number): Promise<number | null> {
  const [row] = await db
    .insert(toolUsage)
    .values({ userId, day: utcDay(now), count: 1 })
    .onConflictDoUpdate({
      target: [toolUsage.userId, toolUsage.day],
      set: { count: sql`${toolUsage.count} + 1` },
      setWhere: sql`${toolUsage.count} < ${limit}`,
    })
    .returning({ count: toolUsage.count });
  return row ? row.count : null;
}

async function giveBack(db: Db, userId: string, now: number) {
  await db
    .update(toolUsage)
    .set({ count: sql`max(${toolUsage.count} - 1, 0)` })
    .where(and(eq(toolUsage.userId, userId), eq(toolUsage.day, utcDay(now))));
}

async function recordProviderCall(db: Db, provider: string, failed: boolean, now: number) {
  await db
    .insert(toolProviderUsage)
    .values({ day: utcDay(now), provider, calls: 1, failures: failed ? 1 : 0 })
    .onConflictDoUpdate({
      target: [toolProviderUsage.day, toolProviderUsage.provider],
      set: {
        calls: sql`${toolProviderUsage.calls} + 1`,
        failures: sql`${toolProviderUsage.failures} + excluded.failures`,
      },
    });
}

type Found = Omit<MediaDownloadResult, "cached" | "quota">;
const cacheKey = async (url: string) => new Request(`https://media-download.cache/${await sha256Hex(url)}`);

/**
 * The download links of a public post for an active subscriber: from the short cache, else from
 * provider A, else B (on an error, a timeout or an empty answer). A download that finds nothing
 * gives the day's unit back.
 */
export async function downloadMedia(db: Db, env: AppEnv, userId: string, url: string, now = Date.now()) {
  const providers = mediaProviders(env);
  if (providers.length === 0) throw new AppError(503, "TOOL_UNAVAILABLE", TOOL_MESSAGES.unavailable);
  const sub = await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) });
  if (!sub?.endAt || sub.endAt <= now)
    throw new AppError(403, "SUBSCRIPTION_REQUIRED", SERVICE_MESSAGES.noSubscription);

  const key = await cacheKey(url);
  const cached = await caches.default.match(key);
  if (cached) {
    const found = (await cached.json()) as Found;
    return { ...found, cached: true, quota: await quotaOf(db, env, userId, now) } satisfies MediaDownloadResult;
  }
  const limit = dailyLimit(env);
  const used = await takeOne(db, userId, limit, now);
  if (used === null) {
    throw new AppError(429, "MEDIA_QUOTA_EXHAUSTED", TOOL_MESSAGES.quotaExhausted, { limit, remaining: 0 });
  }
  const timeout = positive(env.MEDIA_DOWNLOADER_TIMEOUT_MS, DEFAULT_TIMEOUT_MS);
  let unsupported = false;
  for (const provider of providers) {
    const answer = await askMediaProvider(provider, url, timeout);
    await recordProviderCall(db, provider.name, answer.kind === "failed", now);
    if (answer.kind === "found") {
      const found: Found = {
        title: answer.title,
        thumbnail: answer.thumbnail,
        links: answer.links,
        provider: provider.name,
      };
      await caches.default.put(
        key,
        new Response(JSON.stringify(found), { headers: { "Cache-Control": `max-age=${CACHE_SECONDS}` } }),
      );
      return { ...found, cached: false, quota: { limit, remaining: limit - used } } satisfies MediaDownloadResult;
    }
    if (answer.kind === "unsupported") unsupported = true;
    else console.warn(JSON.stringify({ level: "warn", mediaProvider: provider.name, failed: answer.reason }));
  }
  await giveBack(db, userId, now);
  if (unsupported) throw new AppError(422, "MEDIA_UNSUPPORTED", TOOL_MESSAGES.unsupported);
  throw new AppError(502, "MEDIA_PROVIDERS_DOWN", TOOL_MESSAGES.providersDown);
}

/** Admin: calls and failures per provider over the last `days` UTC days, newest first. */
export async function providerUsage(db: Db, days: number, now = Date.now()): Promise<MediaProviderUsage> {
  const from = utcDay(now - (days - 1) * 86_400_000);
  return db
    .select({
      day: toolProviderUsage.day,
      provider: toolProviderUsage.provider,
      calls: toolProviderUsage.calls,
      failures: toolProviderUsage.failures,
    })
    .from(toolProviderUsage)
    .where(gte(toolProviderUsage.day, from))
    .orderBy(desc(toolProviderUsage.day), toolProviderUsage.provider);
}
