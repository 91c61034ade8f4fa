import { z } from "zod";

/** A public post's address: http(s), no credentials, at most 2,000 characters. */
export const mediaDownloadBody = z.object({
  url: z
    .url({ protocol: /^https?$/, error: "url must be the address of a public post (http or https)" })
    .max(2000)
    // "scheme://user:pass@host": no credentials may ride along to the providers.
    .refine((value) => !/^[a-z]+:\/\/[^/?#]*@/i.test(value), {
      error: "url must not contain a user name or password",
    }),
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
