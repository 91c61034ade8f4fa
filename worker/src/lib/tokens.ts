import { ACCESS_TOKEN_TTL_S } from "@app/shared/constants";
import { errors as joseErrors, jwtVerify, SignJWT } from "jose";

export type AccessClaims = { sub: string; sid: string; role: "user" | "admin" };

function key(secret: string | undefined): Uint8Array {
  if (!secret || secret.length < 32) throw new Error("JWT_SECRET is missing or shorter than 32 characters");
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(claims: AccessClaims, secret: string | undefined, now = Date.now()) {
  return new SignJWT({ sid: claims.sid, role: claims.role })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.sub)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_TTL_S)
    .sign(key(secret));
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: "expired" | "invalid" };

export async function verifyAccessToken(token: string, secret: string | undefined): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return { ok: false, reason: "invalid" };
    const role = payload.role === "admin" ? "admin" : "user";
    return { ok: true, claims: { sub: payload.sub, sid: payload.sid, role } };
  } catch (error) {
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? "expired" : "invalid" };
  }
}

/** Bytes as unpadded base64url (tokens, WebAuthn public keys). */
export function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** A random opaque token (refresh tokens, reset links), base64url. */
export function randomToken(bytes = 32): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** Bytes as lower-case hex. */
export const toHex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");

/** `bytes` random bytes as lower-case hex (a token that survives a change of case). */
export const randomHex = (bytes: number) => toHex(crypto.getRandomValues(new Uint8Array(bytes)));

export async function sha256Hex(value: string | Uint8Array): Promise<string> {
  const bytes = typeof value === "string" ? new TextEncoder().encode(value) : value;
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return toHex(new Uint8Array(digest));
}

/** Constant-time comparison of two strings. */
export function safeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

export async function hmacSha256Hex(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(body));
  return toHex(new Uint8Array(mac));
}

/**
 * The refresh token that follows `token` in its rotation: an HMAC of it under the server's secret,
 * so a just-rotated token presented again (another tab of the same browser) gets the very same
 * successor without the server storing any token in clear (decision 050).
 */
export async function successorToken(token: string, secret: string | undefined): Promise<string> {
  const hmac = await crypto.subtle.importKey("raw", key(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(
    await crypto.subtle.sign("HMAC", hmac, new TextEncoder().encode(`refresh-successor:${token}`)),
  );
  return base64Url(mac);
}
