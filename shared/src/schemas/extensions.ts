import { z } from "zod";
import { LOCALES } from "../constants.ts";
import { isSemver } from "../semver.ts";
import { timestamp } from "./common.ts";

export const semverString = z
  .string()
  .trim()
  .max(64)
  .refine(isSemver, { error: "version must be a semantic version such as 1.4.0" });

/**
 * A version Chrome accepts in a manifest and that sorts as semver: MAJOR.MINOR.PATCH, each 0–65535
 * without leading zeros (Chrome refuses `1.6.0-beta.1`; issue 26).
 */
export const chromeVersionString = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,4})\.(0|[1-9]\d{0,4})\.(0|[1-9]\d{0,4})$/, {
    error: "version must be three numbers such as 1.6.0, as Chrome accepts",
  })
  .refine((v) => v.split(".").every((part) => Number(part) <= 65_535), {
    error: "version numbers must be at most 65535",
  });

export const extensionConflict = z.object({ id: z.string(), name: z.string() });

export const extensionRelease = z.object({
  id: z.string(),
  name: z.string(),
  latestVersion: z.string().nullable(),
  minimumVersion: z.string(),
  downloadUrl: z.string().nullable(),
  fallbackUrl: z.string().nullable(),
  /** Its store listing (`EXTENSION_STORE_URL_<ID>`), when it is published: one-click install. */
  storeUrl: z.string().nullable(),
  /** The Firefox build (.xpi) of the latest release, when one was published with it (decision 059). */
  firefoxDownloadUrl: z.string().nullish(),
  /** Its addons.mozilla.org listing (`EXTENSION_STORE_URL_<ID>_FIREFOX`). */
  firefoxStoreUrl: z.string().nullish(),
  /** Its Microsoft Edge Add-ons listing (`EXTENSION_STORE_URL_<ID>_EDGE`). */
  edgeStoreUrl: z.string().nullish(),
});
export const extensionReleases = z.object({
  extensions: z.array(extensionRelease),
  tutorialVideoUrl: z.string(),
  conflicts: z.array(extensionConflict),
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
export type ExtensionSettingsBody = z.input<typeof extensionSettingsBody>;

/** Path of PUT /extension/extensions/{id}: the extension's own id ("premium-access", …). */
export const extensionIdParam = z.object({ id: z.string().min(1).max(64) });
export const extensionDownloadParam = z.object({ id: z.string().min(1).max(64), version: z.string().min(1).max(64) });
/** The text fields of POST /extension/releases (multipart, with the package as `file`). */
export const releaseForm = z.object({ extensionId: z.string().min(1).max(64), version: chromeVersionString });
export type ReleaseForm = z.input<typeof releaseForm>;
/** Answer of POST /extension/releases: the stored release (`createdAt` in epoch milliseconds). */
export const extensionReleaseRow = z.object({
  id: z.uuid(),
  extensionId: z.string(),
  version: z.string(),
  mediaKey: z.string(),
  fileName: z.string(),
  createdBy: z.uuid(),
  createdAt: z.number().int(),
});
/**
 * Answer of POST /extension/releases for a Firefox build (.xpi) of an existing release: kept beside
 * the release's file, no row of its own (decision 059).
 */
export const firefoxBuildRow = z.object({
  extensionId: z.string(),
  version: z.string(),
  browser: z.literal("firefox"),
  mediaKey: z.string(),
  fileName: z.string(),
  createdBy: z.uuid(),
});
/** GET /extension/firefox-updates.json: Firefox's update manifest for self-hosted installs. */
export const firefoxUpdateManifest = z.object({
  addons: z.record(
    z.string(),
    z.object({ updates: z.array(z.object({ version: z.string().nullable(), update_link: z.string() })) }),
  ),
});
/** Answer of PUT /extension/extensions/{id} (`updatedAt` in epoch milliseconds). */
export const extensionSettingsRow = z.object({
  id: z.string(),
  name: z.string(),
  minimumVersion: z.string(),
  fallbackUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  updatedAt: z.number().int(),
});

/** An installed extension's id: Chrome's 32 letters, or Firefox's `{uuid}` or `name@domain` (decision 059). */
export const EXTENSION_ID_PATTERN = /^([a-z0-9-]+|\{[0-9a-f-]+\}|[a-z0-9._+-]+@[a-z0-9._-]+)$/i;

export const conflictsBody = z.object({
  conflicts: z
    .array(
      z.object({
        id: z.string().trim().max(64).regex(EXTENSION_ID_PATTERN, { error: "id must be an extension id" }),
        name: z.string().trim().min(1).max(100),
      }),
    )
    .max(200),
});
export type ConflictsBody = z.input<typeof conflictsBody>;

/**
 * What an installed extension announces with window.postMessage
 * (docs/decisions/027-extension-states-bridge-and-setup-guide.md). The panel validates it with this
 * schema before trusting any field.
 */
export const extensionHello = z.object({
  source: z.literal("premium-ext"),
  type: z.literal("hello"),
  id: z.string().min(1).max(64),
  version: semverString,
  conflicts: z.array(z.string().min(1).max(64)).max(100).default([]),
});
export type ExtensionHello = z.infer<typeof extensionHello>;

/**
 * One cookie as the common cookie-editor exports write it (Cookie-Editor, EditThisCookie): the
 * format of a cookie service's secret, which only the Access extension receives.
 */
export const cookieEntry = z.object({
  name: z.string().min(1).max(4096),
  value: z.string().max(8192),
  domain: z.string().trim().min(1).max(253),
  path: z.string().max(1024).default("/"),
  secure: z.boolean().default(false),
  httpOnly: z.boolean().default(false),
  sameSite: z
    .enum(["no_restriction", "lax", "strict", "unspecified", "None", "Lax", "Strict"])
    .nullish()
    .transform((v) => v ?? "unspecified"),
  expirationDate: z.number().positive().nullish(),
  hostOnly: z.boolean().default(false),
  session: z.boolean().optional(),
  storeId: z.string().nullish(),
});
export type CookieEntry = z.infer<typeof cookieEntry>;
export const extensionUser = z.object({ name: z.string(), email: z.string() });
export const extensionSubscription = z.object({ status: z.enum(["active", "expired"]), endDate: timestamp }).nullable();

/** POST /extension/link-code (panel, signed in). */
export const linkCodeResult = z.object({ code: z.string(), expiresAt: timestamp });
export const extensionTokenBody = z.object({ code: z.string().trim().min(16).max(128) });
/** POST /extension/token (Access extension). */
export const extensionTokenResult = z.object({
  token: z.string(),
  expiresAt: timestamp,
  user: extensionUser,
  subscription: extensionSubscription,
  canCapture: z.boolean(),
});
/** GET /extension/session (Access extension). */
export const extensionSessionResult = z.object({
  user: extensionUser,
  subscription: extensionSubscription,
  /** An admin's extension may save a site's session into a service account. */
  canCapture: z.boolean(),
});

/** Headers every extension call carries. */
export const EXTENSION_ID_HEADER = "x-extension-id";
export const EXTENSION_VERSION_HEADER = "x-extension-version";
export type ExtensionConflict = z.infer<typeof extensionConflict>;
export type ExtensionReleaseRow = z.infer<typeof extensionReleaseRow>;
export type ExtensionSettingsRow = z.infer<typeof extensionSettingsRow>;

/** POST /extension/setup-link: mails the setup guide's address to the caller (the mail's language). */
export const setupLinkBody = z.object({ locale: z.enum(LOCALES) });
export type SetupLinkBody = z.input<typeof setupLinkBody>;
export const setupLinkResult = z.object({ sentTo: z.string() });
export type SetupLinkResult = z.infer<typeof setupLinkResult>;
