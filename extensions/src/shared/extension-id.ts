import { createHash } from "node:crypto";

/** The two extensions of the product, by their logical id (the one the API and the hello use). */
export const EXTENSION_NAMES = ["core", "helper"] as const;
export type ExtensionName = (typeof EXTENSION_NAMES)[number];

/**
 * Chrome's id of an extension whose manifest `key` is `publicKeyBase64` (base64 of the SPKI DER
 * public key): the first 32 hex digits of its SHA-256, each digit 0-f written as a letter a-p.
 * Build-time only (node:crypto); the extensions themselves import the ids from `ids.ts`.
 */
export function extensionId(publicKeyBase64: string): string {
  const der = Buffer.from(publicKeyBase64, "base64");
  if (der.length === 0) throw new Error("extensionId: empty public key");
  const hex = createHash("sha256").update(der).digest("hex").slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 16))).join("");
}
