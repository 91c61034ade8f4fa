import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { AppError } from "../../lib/errors.ts";
import { sha256Hex } from "../../lib/tokens.ts";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** Image type from the file's first bytes (never from its name or the client's Content-Type). */
export function sniffImage(bytes: Uint8Array): { type: string; ext: string } | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  const ascii = (from: number, text: string) => [...text].every((ch, i) => bytes[from + i] === ch.charCodeAt(0));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { type: "image/png", ext: "png" };
  if (starts(0xff, 0xd8, 0xff)) return { type: "image/jpeg", ext: "jpg" };
  if (ascii(0, "GIF87a") || ascii(0, "GIF89a")) return { type: "image/gif", ext: "gif" };
  if (ascii(0, "RIFF") && ascii(8, "WEBP")) return { type: "image/webp", ext: "webp" };
  if (ascii(4, "ftypavif") || ascii(4, "ftypavis")) return { type: "image/avif", ext: "avif" };
  return null;
}

function invalidFile(message: string, status: 400 | 413 = 400): AppError {
  return new AppError(status, status === 413 ? "FILE_TOO_LARGE" : "VALIDATION_ERROR", message, {
    fields: [{ field: "file", message }],
  });
}

/** Stores an image in R2 under its content hash (the same file is stored once) and records it. */
export async function uploadImage(db: Db, bucket: R2Bucket, actor: Actor, file: File) {
  if (file.size > MAX_IMAGE_BYTES) throw invalidFile("file must be at most 2 MB", 413);
  if (file.size === 0) throw invalidFile("file is empty");
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffImage(bytes);
  if (!kind) throw invalidFile("file must be a PNG, JPEG, GIF, WebP or AVIF image");
  const hash = await sha256Hex(bytes);
  const key = `images/${hash}.${kind.ext}`;
  const existing = await db.query.media.findFirst({ where: eq(media.key, key) });
  if (!existing) {
    await bucket.put(key, bytes, {
      httpMetadata: { contentType: kind.type, cacheControl: "public, max-age=31536000, immutable" },
    });
    const row = {
      id: crypto.randomUUID(),
      key,
      contentType: kind.type,
      size: bytes.length,
      originalName: file.name.slice(0, 200),
      uploadedBy: actor.id,
      createdAt: Date.now(),
    };
    await auditedWrite(db, actor, { action: "media.upload", entity: "media", entityId: row.id, after: row }, [
      db.insert(media).values(row).onConflictDoNothing(),
    ]);
  }
  return { key, url: `/api/media/${key}`, contentType: kind.type, size: bytes.length };
}
