import { z } from "zod";

/**
 * Whether a URL's host is a public website's name (issue 26): no IP literal in any notation (a post
 * lives at a domain; numbers could reach loopback, private or metadata addresses through the
 * providers), no single-label name and none of the names reserved for local networks.
 */
export function isPublicHost(url: string): boolean {
  // The host as the URL standard reads it (IDNA mapping turns "①②⑦.0.0.1" into "127.0.0.1"); shared
  // code has no DOM types, but every runtime it runs in has URL.
  const Url = (globalThis as unknown as { URL: new (input: string) => { hostname: string } }).URL;
  let host: string;
  try {
    host = new Url(url).hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return false;
  }
  if (!host || host.startsWith("[")) return false;
  // Dotted, decimal, octal or hex numbers: an IPv4 address in some notation.
  if (/^(0x[0-9a-f]*|\d+)(\.(0x[0-9a-f]*|\d*))*$/.test(host)) return false;
  if (!host.includes(".")) return false;
  return !/(^|\.)(localhost|local|internal|intranet|lan|arpa)$/.test(host);
}

/** A public post's address: http(s), no credentials, a public host, at most 2,000 characters. */
export const mediaDownloadBody = z.object({
  url: z
    .url({ protocol: /^https?$/, error: "url must be the address of a public post (http or https)" })
    .max(2000)
    // "scheme://user:pass@host": no credentials may ride along to the providers.
    .refine((value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value), {
      error: "url must not contain a user name or password",
    })
    .refine(isPublicHost, { error: "url must be the address of a public website" }),
});
export type MediaDownloadBody = z.infer<typeof mediaDownloadBody>;

export const MEDIA_LINK_TYPES = ["video", "image", "audio", "other"] as const;

export const mediaLink = z.object({
  url: z.string(),
  type: z.enum(MEDIA_LINK_TYPES),
  quality: z.string().nullable(),
  extension: z.string().nullable(),
  sizeBytes: z.number().int().nonnegative().nullable(),
});
export type MediaLink = z.infer<typeof mediaLink>;

export const mediaQuota = z.object({ limit: z.number().int(), remaining: z.number().int() });
export type MediaQuota = z.infer<typeof mediaQuota>;

/** POST /tools/media-download */
export const mediaDownloadResult = z.object({
  title: z.string().nullable(),
  thumbnail: z.string().nullable(),
  links: z.array(mediaLink),
  provider: z.enum(["a", "b"]),
  cached: z.boolean(),
  quota: mediaQuota,
});
export type MediaDownloadResult = z.infer<typeof mediaDownloadResult>;

/** GET /tools/media-download: whether the tool is configured, and today's quota. */
export const mediaDownloadStatus = z.object({ available: z.boolean(), quota: mediaQuota });
export type MediaDownloadStatus = z.infer<typeof mediaDownloadStatus>;

/** GET /tools/media-download/usage (admin): calls per provider and day. */
export const mediaProviderUsage = z.array(
  z.object({ day: z.string(), provider: z.string(), calls: z.number().int(), failures: z.number().int() }),
);
export type MediaProviderUsage = z.infer<typeof mediaProviderUsage>;
export const mediaUsageQuery = z.object({ days: z.coerce.number().int().min(1).max(90).default(7) });
export type MediaUsageQuery = z.output<typeof mediaUsageQuery>;
