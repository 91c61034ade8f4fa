import { z } from "zod";
import { isSemver } from "../semver.ts";

export const semverString = z
  .string()
  .trim()
  .max(64)
  .refine(isSemver, { error: "version must be a semantic version such as 1.4.0" });

export const extensionRelease = z.object({
  id: z.string(),
  name: z.string(),
  latestVersion: z.string().nullable(),
  minimumVersion: z.string(),
  downloadUrl: z.string().nullable(),
  fallbackUrl: z.string().nullable(),
});
export const extensionReleases = z.object({
  extensions: z.array(extensionRelease),
  tutorialVideoUrl: z.string(),
  conflicts: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ExtensionReleases = z.infer<typeof extensionReleases>;

export const extensionSettingsBody = z.object({
  name: z.string().trim().min(1).max(100).optional(),
  minimumVersion: semverString.optional(),
  fallbackUrl: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .optional(),
});

export const conflictsBody = z.object({
  conflicts: z
    .array(
      z.object({
        id: z
          .string()
          .trim()
          .regex(/^[a-z0-9-]{1,64}$/i, { error: "id must be an extension id" }),
        name: z.string().trim().min(1).max(100),
      }),
    )
    .max(200),
});

/**
 * What an installed extension announces with window.postMessage (DESIGN.md, The extension bridge).
 * The panel validates it with this schema before trusting any field.
 */
export const extensionHello = z.object({
  source: z.literal("premium-ext"),
  type: z.literal("hello"),
  id: z.string().min(1).max(64),
  version: semverString,
  conflicts: z.array(z.string().min(1).max(64)).max(100).default([]),
});
export type ExtensionHello = z.infer<typeof extensionHello>;
