import { FIREFOX_EXTENSION_IDS } from "@app/extensions/firefox-ids";
import { EXTENSION_IDS } from "@app/extensions/ids";
import type { Locale } from "@app/shared/constants";
import { releaseFileName } from "@app/shared/extension-files";
import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import type { ExtensionReleases } from "@app/shared/schemas/extensions";
import { compareSemver } from "@app/shared/semver";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conflictingExtensions, extensionReleases, extensions } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { assertAccountMail } from "../../lib/account-mail.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { pageLink } from "../../mail/links.ts";
import { composeMail } from "../../mail/templates.ts";
import { emailSender } from "../../providers/email/registry.ts";
import { DEFAULT_FROM } from "../../providers/email/sender.ts";
import {
  chromeIdOfKey,
  declaredSizes,
  MAX_MANIFEST_BYTES,
  MAX_UNPACKED_BYTES,
  type PackageManifest,
  readManifest,
  zipOf,
} from "./package-manifest.ts";

export const DEFAULT_TUTORIAL_VIDEO = "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ";
export const MAX_PACKAGE_BYTES = 20 * 1024 * 1024;

/** zip ("PK\x03\x04") or Chrome's crx ("Cr24"), by content. */
export function sniffPackage(bytes: Uint8Array): "zip" | "crx" | null {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) return "zip";
  if (bytes[0] === 0x43 && bytes[1] === 0x72 && bytes[2] === 0x32 && bytes[3] === 0x34) return "crx";
  return null;
}

function latest(versions: string[]): string | null {
  return versions.reduce<string | null>((best, v) => (best === null || compareSemver(v, best) > 0 ? v : best), null);
}

/** The store listing of an extension from `EXTENSION_STORE_URL_<ID>` (README, "Publishing to the stores"). */
export function storeUrlOf(env: AppEnv, extensionId: string): string | null {
  const value = (env as unknown as Record<string, unknown>)[`EXTENSION_STORE_URL_${extensionId.toUpperCase()}`];
  return typeof value === "string" && value.startsWith("https://") ? value : null;
}

/**
 * Where the Firefox build (.xpi) of a release is kept in R2: next to the release's own file
 * (decision 059). A release has a Firefox build when this object exists.
 */
export function firefoxReleaseKey(extensionId: string, version: string): string {
  return `extensions/${extensionId}/${version}/${releaseFileName(extensionId, version, "xpi")}`;
}

/** The same-origin address of a release's Firefox build. */
export function firefoxDownloadPath(extensionId: string, version: string): string {
  return `/api/extension/download/${extensionId}/${encodeURIComponent(version)}/firefox`;
}

export async function releases(db: Db, env: AppEnv): Promise<ExtensionReleases> {
  const [exts, rels, conflicts] = await db.batch([
    db.select().from(extensions).orderBy(asc(extensions.sortOrder)),
    db.select().from(extensionReleases),
    db.select().from(conflictingExtensions).orderBy(asc(conflictingExtensions.name)),
  ]);
  const latestOf = (id: string) => {
    const mine = rels.filter((r) => r.extensionId === id);
    const version = latest(mine.map((r) => r.version));
    return mine.find((r) => r.version === version);
  };
  // Whether each latest release has a Firefox build beside it (one R2 head each, on a cache miss).
  const firefox = await Promise.all(
    exts.map(async (e) => {
      const release = latestOf(e.id);
      if (!release?.mediaKey) return false;
      return (await env.MEDIA.head(firefoxReleaseKey(e.id, release.version)).catch(() => null)) !== null;
    }),
  );
  return {
    extensions: exts.map((e, index) => {
      const release = latestOf(e.id);
      const version = release?.version ?? null;
      return {
        id: e.id,
        name: e.name,
        latestVersion: version,
        minimumVersion: e.minimumVersion,
        downloadUrl: release?.mediaKey
          ? `/api/extension/download/${e.id}/${encodeURIComponent(release.version)}`
          : null,
        fallbackUrl: e.fallbackUrl,
        storeUrl: storeUrlOf(env, e.id),
        firefoxDownloadUrl: release && firefox[index] ? firefoxDownloadPath(e.id, release.version) : null,
        firefoxStoreUrl: storeUrlOf(env, `${e.id}_firefox`),
        edgeStoreUrl: storeUrlOf(env, `${e.id}_edge`),
      };
    }),
    tutorialVideoUrl: env.TUTORIAL_VIDEO_URL || DEFAULT_TUTORIAL_VIDEO,
    conflicts: conflicts.map((c) => ({ id: c.id, name: c.name })),
  };
}

function fileError(message: string, status: 400 | 409 | 413 = 400, field = "file") {
  const code =
    status === 409 ? "EXTENSION_VERSION_NOT_GREATER" : status === 413 ? "FILE_TOO_LARGE" : "VALIDATION_ERROR";
  return new AppError(status, code, message, {
    fields: [{ field, message, ...(status === 409 ? { code } : {}) }],
  });
}

/**
 * A new release: a zip or crx, stored in R2; its version must be greater than every earlier one.
 * Or the Firefox build (.xpi) of an existing release (decision 059).
 */
export async function uploadRelease(
  db: Db,
  bucket: R2Bucket,
  actor: Actor,
  extensionId: string,
  version: string,
  file: File,
) {
  const ext = await db.query.extensions.findFirst({ where: eq(extensions.id, extensionId) });
  if (!ext) throw fileError("extensionId is invalid", 400, "extensionId");
  const existing = await db
    .select({ version: extensionReleases.version })
    .from(extensionReleases)
    .where(eq(extensionReleases.extensionId, extensionId));
  const current = latest(existing.map((r) => r.version));
  const firefoxFile = /\.xpi$/i.test(file.name);
  if (!firefoxFile && current && compareSemver(version, current) <= 0)
    throw fileError(`version must be greater than ${current}`, 409, "version");
  if (file.size > MAX_PACKAGE_BYTES) throw fileError("file must be at most 20 MB", 413);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffPackage(bytes);
  if (!kind) throw fileError("file must be a .zip or .crx extension package");
  const zip = zipOf(bytes, kind);
  const sizes = declaredSizes(zip);
  if (sizes && (sizes.total > MAX_UNPACKED_BYTES || sizes.manifest > MAX_MANIFEST_BYTES))
    throw fileError("file must unpack to at most 48 MB, its manifest.json to at most 1 MB", 413);
  // The package must be the build it claims to be: this version, this extension's key.
  const manifest = readManifest(zip);
  if (!manifest) throw fileError("file must hold a manifest.json at its root");
  // A Firefox build (.xpi, a gecko id) joins the existing release of its version (decision 059).
  if (firefoxFile || geckoIdOf(manifest) !== null) {
    if (kind !== "zip") throw fileError("file must be a .xpi Firefox package");
    return uploadFirefoxBuild(db, bucket, actor, extensionId, version, bytes, manifest, existing);
  }
  if (manifest.version !== version)
    throw fileError(`file is version ${String(manifest.version)} by its manifest, not ${version}`);
  const expectedId = EXTENSION_IDS[extensionId as keyof typeof EXTENSION_IDS];
  const keyId = typeof manifest.key === "string" ? await chromeIdOfKey(manifest.key) : null;
  if (!expectedId || keyId !== expectedId)
    throw fileError("file is not a build of this extension (its key is another's)");
  const fileName = releaseFileName(extensionId, version, kind);
  const key = `extensions/${extensionId}/${version}/${fileName}`;
  await bucket.put(key, bytes, {
    httpMetadata: {
      contentType: kind === "zip" ? "application/zip" : "application/x-chrome-extension",
      contentDisposition: `attachment; filename="${fileName}"`,
    },
  });
  const row = {
    id: crypto.randomUUID(),
    extensionId,
    version,
    mediaKey: key,
    fileName,
    createdBy: actor.id,
    createdAt: Date.now(),
  };
  await auditedWrite(
    db,
    actor,
    { action: "extension.release", entity: "extension", entityId: extensionId, after: row },
    [db.insert(extensionReleases).values(row)],
    {
      field: "version",
      message: "This version already exists",
      code: "EXTENSION_VERSION_TAKEN",
    },
  );
  return row;
}

function geckoIdOf(manifest: PackageManifest): string | null {
  const id = (manifest as { browser_specific_settings?: { gecko?: { id?: unknown } } }).browser_specific_settings?.gecko
    ?.id;
  return typeof id === "string" ? id : null;
}

/**
 * The Firefox build (.xpi) of an existing release (decision 059): same version, this extension's
 * gecko id; stored beside the release's file. Uploading it again replaces it (a signed copy of the
 * same build, say).
 */
async function uploadFirefoxBuild(
  db: Db,
  bucket: R2Bucket,
  actor: Actor,
  extensionId: string,
  version: string,
  bytes: Uint8Array,
  manifest: PackageManifest,
  existing: { version: string }[],
) {
  if (manifest.version !== version)
    throw fileError(`file is version ${String(manifest.version)} by its manifest, not ${version}`);
  const expectedId = FIREFOX_EXTENSION_IDS[extensionId as keyof typeof FIREFOX_EXTENSION_IDS];
  if (!expectedId || geckoIdOf(manifest) !== expectedId)
    throw fileError("file is not a build of this extension (its add-on id is another's)");
  if (!existing.some((r) => r.version === version))
    throw fileError(`version ${version} has no release yet: upload its Chrome build first`, 409, "version");
  const fileName = releaseFileName(extensionId, version, "xpi");
  const key = firefoxReleaseKey(extensionId, version);
  await bucket.put(key, bytes, {
    httpMetadata: {
      contentType: "application/x-xpinstall",
      contentDisposition: `attachment; filename="${fileName}"`,
    },
  });
  const row = { extensionId, version, browser: "firefox" as const, mediaKey: key, fileName, createdBy: actor.id };
  await auditedWrite(
    db,
    actor,
    { action: "extension.release", entity: "extension", entityId: extensionId, after: row },
    [],
  );
  return row;
}

export async function downloadKey(db: Db, extensionId: string, version: string) {
  const rows = await db.select().from(extensionReleases).where(eq(extensionReleases.extensionId, extensionId));
  const row = rows.find((r) => r.version === version);
  if (!row?.mediaKey) throw AppError.notFound("Release");
  return row;
}

export async function updateExtension(
  db: Db,
  actor: Actor,
  id: string,
  input: { name?: string | undefined; minimumVersion?: string | undefined; fallbackUrl?: string | null | undefined },
) {
  const before = await db.query.extensions.findFirst({ where: eq(extensions.id, id) });
  if (!before) throw AppError.notFound("Extension");
  const after = {
    ...before,
    name: input.name ?? before.name,
    minimumVersion: input.minimumVersion ?? before.minimumVersion,
    fallbackUrl: input.fallbackUrl === undefined ? before.fallbackUrl : input.fallbackUrl,
    updatedAt: Date.now(),
  };
  await auditedWrite(db, actor, { action: "extension.update", entity: "extension", entityId: id, before, after }, [
    db.update(extensions).set(after).where(eq(extensions.id, id)),
  ]);
  return after;
}

/** Replaces the conflicting-extension list atomically. */
export async function replaceConflicts(db: Db, actor: Actor, conflicts: { id: string; name: string }[]) {
  const before = await db.select().from(conflictingExtensions);
  const now = Date.now();
  const unique = [...new Map(conflicts.map((c) => [c.id, c])).values()];
  const inserts = [];
  for (let i = 0; i < unique.length; i += 30) {
    inserts.push(
      db.insert(conflictingExtensions).values(unique.slice(i, i + 30).map((c) => ({ ...c, createdAt: now }))),
    );
  }
  await auditedWrite(db, actor, { action: "extension.conflicts", entity: "extension", before, after: unique }, [
    db.delete(conflictingExtensions),
    ...inserts,
  ]);
  return unique;
}

/**
 * "Email me the link for my computer" (issue 27): a subscriber on a phone, where the extensions
 * cannot be installed, mails themselves the setup guide's address to open on a computer.
 */
export async function sendSetupLink(
  db: Db,
  env: AppEnv,
  user: { email: string; name: string; emailVerifiedAt: number | null },
  locale: Locale,
): Promise<{ sentTo: string }> {
  // Mail only to an address its owner confirmed, and within its share of account mails (issue 41).
  if (user.emailVerifiedAt === null) throw new AppError(403, "EMAIL_UNVERIFIED", ACCOUNT_MESSAGES.emailUnverified);
  await assertAccountMail(db, user.email);
  const link = pageLink(env, locale, "/panel/addons?guide=1");
  await emailSender(env, db).send({
    to: user.email,
    from: DEFAULT_FROM,
    ...composeMail(env, "setupLink", locale, { name: user.name, url: link }),
  });
  return { sentTo: user.email };
}
