import type { TestProject } from "vitest/node";
import { readBody, startStub } from "./http-stub.ts";

export const MEDIA_A_KEY = "media-a-key";
export const MEDIA_B_KEY = "media-b-key";

/**
 * Plays the two media-downloader providers (docs/product.md#media-downloader): POST { url } with an
 * API-key header. A answers in the "all-in-one" shape (`medias`), B in the yt-dlp shape
 * (`formats`). The post address steers them: "a-down"/"b-down" → 5xx, "a-slow" → answers after 3 s,
 * "a-empty" → no media, "unsupported" → both refuse it. `GET /_calls?url=` counts the calls a URL
 * caused (to see the cache work).
 */
export default async function setup(project: TestProject) {
  const calls = new Map<string, number>();
  const stub = await startStub(async (req, path, send) => {
    if (req.method === "GET" && path.pathname === "/_calls") {
      return send(200, { calls: calls.get(path.searchParams.get("url") ?? "") ?? 0 });
    }
    const provider = path.pathname === "/a" ? "a" : path.pathname === "/b" ? "b" : null;
    if (req.method !== "POST" || !provider) return send(404, { message: "not found" });
    const key = provider === "a" ? req.headers["x-api-key"] : req.headers["x-rapidapi-key"];
    if (key !== (provider === "a" ? MEDIA_A_KEY : MEDIA_B_KEY)) return send(401, { message: "invalid key" });
    const { url } = JSON.parse((await readBody(req)) || "{}") as { url?: string };
    if (!url) return send(400, { error: true, message: "url is required" });
    calls.set(url, (calls.get(url) ?? 0) + 1);
    if (url.includes("unsupported"))
      return send(provider === "a" ? 400 : 404, { error: true, message: "Unsupported URL" });
    if (provider === "a") {
      if (url.includes("a-down")) return send(500, { message: "internal error" });
      if (url.includes("a-slow")) await new Promise((r) => setTimeout(r, 3000));
      if (url.includes("a-empty")) return send(200, { error: false, medias: [] });
      return send(200, {
        error: false,
        url,
        title: "A sunny day",
        thumbnail: "https://cdn.a.test/thumb.jpg",
        medias: [
          { url: "https://cdn.a.test/video-720.mp4", quality: "720p", extension: "mp4", type: "video", size: 1048576 },
          { url: "https://cdn.a.test/photo.jpg", quality: null, extension: "jpg", type: "image" },
          { url: "javascript:alert(1)", quality: "evil", extension: "mp4", type: "video" },
        ],
      });
    }
    if (url.includes("b-down")) return send(503, { ok: false });
    return send(200, {
      ok: true,
      source: url,
      title: "From B",
      thumbnail: "https://cdn.b.test/t.jpg",
      formats: [
        { format_id: "1080p", ext: "mp4", height: 1080, filesize: 2097152, url: "https://cdn.b.test/v-1080.mp4" },
        { format_id: "audio-m4a", ext: "m4a", filesize: 51200, url: "https://cdn.b.test/a.m4a", note: "audio-only" },
      ],
    });
  });
  project.provide("mediaProvidersUrl", stub.url);
  return stub.close;
}

declare module "vitest" {
  export interface ProvidedContext {
    mediaProvidersUrl: string;
  }
}
