import { strFromU8, unzipSync } from "fflate";

/**
 * What an uploaded extension package says about itself (issue 26): its manifest's version and the
 * Chrome id its `key` gives, so a release can only be the build it claims to be.
 */

/** The zip inside a package: the file itself, or a CRX3's payload after its signed header. */
export function zipOf(bytes: Uint8Array, kind: "zip" | "crx"): Uint8Array | null {
  if (kind === "zip") return bytes;
  if (bytes.length < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // "Cr24", format version 3, header length, header, then the zip.
  if (view.getUint32(4, true) !== 3) return null;
  const start = 12 + view.getUint32(8, true);
  return start < bytes.length ? bytes.subarray(start) : null;
}

export type PackageManifest = { version?: unknown; key?: unknown };

/** What a package may unpack to in all, and its manifest alone (issue 41: a zip bomb). */
export const MAX_UNPACKED_BYTES = 48 * 1024 * 1024;
export const MAX_MANIFEST_BYTES = 1024 * 1024;

/**
 * The unpacked sizes the zip's central directory declares, read without inflating anything (the
 * filter refuses every entry); fflate inflates an entry into a buffer of its declared size, so
 * these bound what `readManifest` can take. Null when it is not a zip.
 */
export function declaredSizes(zip: Uint8Array | null): { total: number; manifest: number } | null {
  if (!zip) return null;
  let total = 0;
  let manifest = 0;
  try {
    unzipSync(zip, {
      filter: (file) => {
        total += file.originalSize;
        if (file.name === "manifest.json") manifest = Math.max(manifest, file.originalSize);
        return false;
      },
    });
  } catch {
    return null;
  }
  return { total, manifest };
}

/** The package's root manifest.json, or null when there is none or it is not JSON. */
export function readManifest(zip: Uint8Array | null): PackageManifest | null {
  if (!zip) return null;
  try {
    const raw = unzipSync(zip, { filter: (file) => file.name === "manifest.json" })["manifest.json"];
    if (!raw) return null;
    const manifest = JSON.parse(strFromU8(raw)) as unknown;
    return typeof manifest === "object" && manifest !== null ? (manifest as PackageManifest) : null;
  } catch {
    return null;
  }
}

/**
 * Chrome's id for a manifest `key` (base64 of the SPKI DER public key): the first 32 hex digits of
 * its SHA-256, each digit 0–f written as a letter a–p (as extensions/src/shared/extension-id.ts).
 */
export async function chromeIdOfKey(key: string): Promise<string | null> {
  let der: Uint8Array;
  try {
    der = Uint8Array.from(atob(key.replace(/\s+/g, "")), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
  if (der.length === 0) return null;
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", der));
  let id = "";
  for (const byte of hash.subarray(0, 16)) id += String.fromCharCode(97 + (byte >> 4), 97 + (byte & 15));
  return id;
}
