import { env } from "cloudflare:workers";
import { TOOL_MESSAGES } from "@app/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { documentedData } from "../../../test/expect-documented.ts";
import { app, createUser, db, errorOf, signIn } from "../../../test/factories.ts";
import { subscriptions } from "../../db/schema.ts";
import { normalizeMedia } from "../../providers/media/downloader.ts";

const base = inject("mediaProvidersUrl");
const configured = {
  ...env,
  MEDIA_DOWNLOADER_A_URL: `${base}/a`,
  MEDIA_DOWNLOADER_A_KEY: "media-a-key",
  MEDIA_DOWNLOADER_B_URL: `${base}/b`,
  MEDIA_DOWNLOADER_B_KEY: "media-b-key",
  MEDIA_DOWNLOADER_B_KEY_HEADER: "x-rapidapi-key",
  MEDIA_DOWNLOADER_TIMEOUT_MS: "500",
  MEDIA_DOWNLOAD_DAILY_LIMIT: "5",
};
type Bindings = typeof configured;

async function subscriber() {
  const user = await createUser();
  await db()
    .insert(subscriptions)
    .values({ userId: user.id, startAt: Date.now(), endAt: Date.now() + 86_400_000, packageId: null });
  return { user, ...(await signIn(user.email)) };
}

const post = (token: string, url: unknown, bindings: Partial<Bindings> = configured) =>
  app.request(
    "/api/tools/media-download",
    {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ url }),
    },
    bindings,
  );
const data = async <T>(res: Response) => (await res.json<{ data: T }>()).data;
const post_ = (id: string) => `https://social.example/p/${id}-${crypto.randomUUID().slice(0, 8)}`;
const providerCalls = async (url: string) =>
  ((await (await fetch(`${base}/_calls?url=${encodeURIComponent(url)}`)).json()) as { calls: number }).calls;

type Result = {
  provider: string;
  cached: boolean;
  title: string | null;
  links: { url: string; type: string; quality: string | null; extension: string | null; sizeBytes: number | null }[];
  quota: { limit: number; remaining: number };
};

describe("the media downloader in the panel's menu (issue 28)", () => {
  it("GET /users/me says whether a provider is configured, as its schema documents", async () => {
    const { token } = await signIn((await createUser()).email);
    const features = async (bindings: Partial<Bindings>) =>
      (
        await documentedData<{ features: { mediaDownloader: boolean } }>(
          "GET",
          "/api/users/me",
          await app.request("/api/users/me", { headers: { authorization: `Bearer ${token}` } }, bindings),
        )
      ).features;
    expect(await features(env)).toEqual({ mediaDownloader: false });
    expect(await features(configured)).toEqual({ mediaDownloader: true });
    // One provider is enough; an address without its key is none.
    const onlyB = { MEDIA_DOWNLOADER_B_URL: `${base}/b`, MEDIA_DOWNLOADER_B_KEY: "media-b-key" };
    expect(await features({ ...env, ...onlyB })).toEqual({ mediaDownloader: true });
    expect(await features({ ...env, MEDIA_DOWNLOADER_A_URL: `${base}/a` })).toEqual({ mediaDownloader: false });
  });
});

describe("media downloader", () => {
  it("without configured providers the tool says it is unavailable", async () => {
    const s = await subscriber();
    const status = await data<{ available: boolean }>(
      await app.request("/api/tools/media-download", { headers: { authorization: `Bearer ${s.token}` } }, env),
    );
    expect(status.available).toBe(false);
    const res = await post(s.token, post_("x"), env);
    expect(res.status).toBe(503);
    expect((await errorOf(res)).code).toBe("TOOL_UNAVAILABLE");
  });

  it("validates the address and names the field", async () => {
    const s = await subscriber();
    for (const url of [
      "ftp://files.example/x",
      "https://user:pass@social.example/p/1",
      `https://a.example/${"x".repeat(2001)}`,
      42,
      // Nothing the providers could be made to fetch on a private network.
      "http://127.0.0.1:8787/api/health",
      "http://localhost/admin",
      "http://169.254.169.254/latest/meta-data/",
      "http://metadata.google.internal/computeMetadata/v1/",
      "http://[::1]/",
      "http://[fd00::1]/",
      "http://2130706433/",
      "http://0x7f.0.0.1/",
      "http://10.0.0.5/p",
      "http://router.lan/",
      "http://printer.local./",
      "http://intranet/",
      "http://①②⑦.0.0.1/",
    ]) {
      const res = await post(s.token, url);
      expect(res.status, String(url).slice(0, 40)).toBe(400);
      expect((await errorOf(res)).details?.fields?.[0]?.field).toBe("url");
    }
  });

  it("needs an active subscription", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    expect((await post(token, post_("nosub"))).status).toBe(403);
  });

  it("provider A answers: links normalised, unsafe links dropped, a unit used; the repeat comes from the cache", async () => {
    const s = await subscriber();
    const url = post_("ok");
    const first = await data<Result>(await post(s.token, url));
    expect(first).toMatchObject({
      provider: "a",
      cached: false,
      title: "A sunny day",
      quota: { limit: 5, remaining: 4 },
    });
    expect(first.links).toEqual([
      { url: "https://cdn.a.test/video-720.mp4", type: "video", quality: "720p", extension: "mp4", sizeBytes: 1048576 },
      { url: "https://cdn.a.test/photo.jpg", type: "image", quality: null, extension: "jpg", sizeBytes: null },
    ]);
    const again = await data<Result>(await post(s.token, url));
    expect(again).toMatchObject({ cached: true, quota: { remaining: 4 } });
    expect(await providerCalls(url)).toBe(1);
    // The providers' keys never reach the client.
    expect(JSON.stringify(first)).not.toContain("media-a-key");
  });

  it.each([
    ["an error", "a-down"],
    ["a timeout", "a-slow"],
    ["an empty answer", "a-empty"],
  ])("falls back to provider B on %s from A", async (_case, marker) => {
    const s = await subscriber();
    const result = await data<Result>(await post(s.token, post_(marker)));
    expect(result.provider).toBe("b");
    expect(result.links).toEqual([
      { url: "https://cdn.b.test/v-1080.mp4", type: "video", quality: "1080p", extension: "mp4", sizeBytes: 2097152 },
      { url: "https://cdn.b.test/a.m4a", type: "audio", quality: "audio-m4a", extension: "m4a", sizeBytes: 51200 },
    ]);
  });

  it("an unsupported link and an outage have their own messages, and give the unit back", async () => {
    const s = await subscriber();
    const unsupported = await post(s.token, post_("unsupported"));
    expect(unsupported.status).toBe(422);
    expect(await errorOf(unsupported)).toMatchObject({ code: "MEDIA_UNSUPPORTED", message: TOOL_MESSAGES.unsupported });
    const down = await post(s.token, post_("a-down-b-down"));
    expect(down.status).toBe(502);
    expect((await errorOf(down)).code).toBe("MEDIA_PROVIDERS_DOWN");
    const status = await data<{ quota: { remaining: number } }>(
      await app.request("/api/tools/media-download", { headers: { authorization: `Bearer ${s.token}` } }, configured),
    );
    expect(status.quota.remaining).toBe(5);
  });

  it("the daily quota runs out with a clear message", async () => {
    const s = await subscriber();
    const strict = { ...configured, MEDIA_DOWNLOAD_DAILY_LIMIT: "2" };
    expect((await post(s.token, post_("q1"), strict)).status).toBe(200);
    expect((await post(s.token, post_("q2"), strict)).status).toBe(200);
    const third = await post(s.token, post_("q3"), strict);
    expect(third.status).toBe(429);
    expect(await errorOf(third)).toMatchObject({
      code: "MEDIA_QUOTA_EXHAUSTED",
      message: TOOL_MESSAGES.quotaExhausted,
    });
  });

  it("admins see the day's calls and failures per provider; users may not", async () => {
    const s = await subscriber();
    await post(s.token, post_("a-down-usage"));
    const admin = await createUser({ role: "admin" });
    const { token } = await signIn(admin.email);
    const usage = await data<{ day: string; provider: string; calls: number; failures: number }[]>(
      await app.request(
        "/api/tools/media-download/usage",
        { headers: { authorization: `Bearer ${token}` } },
        configured,
      ),
    );
    const today = new Date().toISOString().slice(0, 10);
    const a = usage.find((u) => u.day === today && u.provider === "a");
    expect(a?.failures).toBeGreaterThanOrEqual(1);
    expect(usage.find((u) => u.day === today && u.provider === "b")?.calls).toBeGreaterThanOrEqual(1);
    const forbidden = await app.request(
      "/api/tools/media-download/usage",
      { headers: { authorization: `Bearer ${s.token}` } },
      configured,
    );
    expect(forbidden.status).toBe(403);
    await db().delete(subscriptions).where(eq(subscriptions.userId, s.user.id));
  });
});

describe("normalizeMedia", () => {
  it("reads both answer shapes and ignores junk", () => {
    expect(normalizeMedia(null).links).toEqual([]);
    expect(
      normalizeMedia({ data: { medias: [{ url: "https://x.test/a.webp" }, 7, { url: "" }, { url: "https://" }] } })
        .links,
    ).toEqual([{ url: "https://x.test/a.webp", type: "image", quality: null, extension: "webp", sizeBytes: null }]);
  });
});
