import type { MediaLink } from "@app/shared/schemas/tools";

/**
 * A media-downloader provider (docs/product.md#media-downloader): called by POST with an API-key
 * header and a `url` parameter. Providers answer in one of two common shapes: the "all-in-one"
 * shape (`{ title, thumbnail, medias: [{ url, quality, extension, type, size }] }`) or the yt-dlp
 * shape (`{ title, thumbnail, formats: [{ url, ext, height, format_id, filesize, note }] }`);
 * `normalizeMedia` reads both.
 */
export type MediaProviderConfig = { name: "a" | "b"; url: string; key: string; keyHeader: string };

export type MediaAnswer =
  | { kind: "found"; title: string | null; thumbnail: string | null; links: MediaLink[] }
  /** The provider answered, but has nothing for this link (unsupported, private, removed). */
  | { kind: "unsupported" }
  /** Network error, timeout, 5xx, 401/429 or an unreadable answer: try the other provider. */
  | { kind: "failed"; reason: string };

type Raw = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
const int = (v: unknown) => (typeof v === "number" && Number.isFinite(v) && v >= 0 ? Math.round(v) : null);

function linkType(raw: Raw, extension: string | null): MediaLink["type"] {
  const declared = `${text(raw.type) ?? ""} ${text(raw.note) ?? ""}`.toLowerCase();
  if (/audio/.test(declared) || /^(mp3|m4a|aac|ogg|opus|wav)$/.test(extension ?? "")) return "audio";
  if (/image|photo/.test(declared) || /^(jpe?g|png|webp|gif|heic)$/.test(extension ?? "")) return "image";
  if (/video/.test(declared) || /^(mp4|webm|mov|mkv|m4v)$/.test(extension ?? "")) return "video";
  return "other";
}

/** The download links of a provider's answer; only http(s) links are kept. */
export function normalizeMedia(body: unknown): { title: string | null; thumbnail: string | null; links: MediaLink[] } {
  const root = (body && typeof body === "object" ? body : {}) as Raw;
  const data = (root.data && typeof root.data === "object" ? root.data : root) as Raw;
  const entries = (
    Array.isArray(data.medias) ? data.medias : Array.isArray(data.formats) ? data.formats : []
  ) as unknown[];
  const links: MediaLink[] = [];
  for (const entry of entries) {
    if (!entry || typeof entry !== "object") continue;
    const raw = entry as Raw;
    const url = text(raw.url);
    if (!url || !/^https?:\/\//i.test(url)) continue;
    let fromPath: string | undefined;
    try {
      fromPath = /\.([a-z0-9]{2,5})$/i.exec(new URL(url).pathname)?.[1];
    } catch {
      continue; // not a usable address
    }
    const extension = (text(raw.extension) ?? text(raw.ext) ?? fromPath)?.toLowerCase().replace(/^\./, "") ?? null;
    const height = int(raw.height);
    links.push({
      url,
      type: linkType(raw, extension),
      quality: text(raw.quality) ?? (height ? `${height}p` : text(raw.format_id)),
      extension,
      sizeBytes: int(raw.size) ?? int(raw.filesize) ?? int(raw.filesize_approx),
    });
  }
  return { title: text(data.title), thumbnail: text(data.thumbnail), links };
}

export async function askMediaProvider(
  config: MediaProviderConfig,
  url: string,
  timeoutMs: number,
): Promise<MediaAnswer> {
  let res: Response;
  try {
    res = await fetch(config.url, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", [config.keyHeader]: config.key },
      body: JSON.stringify({ url }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    return { kind: "failed", reason: error instanceof Error ? error.name : "network" };
  }
  // Our key, their quota or their servers: the other provider may still answer.
  if (res.status >= 500 || res.status === 401 || res.status === 403 || res.status === 429) {
    await res.body?.cancel();
    return { kind: "failed", reason: `status ${res.status}` };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { kind: "failed", reason: "unreadable answer" };
  }
  if (res.status >= 400) return { kind: "unsupported" };
  const media = normalizeMedia(body);
  if (media.links.length === 0) return { kind: "unsupported" };
  return { kind: "found", ...media };
}
