import { requireSecret } from "../../lib/config-check.ts";
import { hmacSha256Hex, safeEqual } from "../../lib/tokens.ts";

const b64url = (text: string) =>
  btoa(unescape(encodeURIComponent(text)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
const unb64url = (text: string) => decodeURIComponent(escape(atob(text.replaceAll("-", "+").replaceAll("_", "/"))));

/** A signed, non-expiring unsubscribe token for one address (RFC 8058 one-click links). */
export async function unsubscribeToken(secret: string | undefined, email: string): Promise<string> {
  const normalized = email.trim().toLowerCase();
  return `${b64url(normalized)}.${(await hmacSha256Hex(`unsubscribe:${requireSecret(secret, "JWT_SECRET")}`, normalized)).slice(0, 32)}`;
}

/** The address of a valid token, or null when it was tampered with. */
export async function verifyUnsubscribeToken(secret: string | undefined, token: string): Promise<string | null> {
  const [payload, signature] = token.split(".");
  if (!payload || !signature) return null;
  let email: string;
  try {
    email = unb64url(payload);
  } catch {
    return null;
  }
  const expected = (await hmacSha256Hex(`unsubscribe:${requireSecret(secret, "JWT_SECRET")}`, email)).slice(0, 32);
  return safeEqual(signature, expected) ? email : null;
}

export async function unsubscribeHeaders(secret: string | undefined, origin: string, email: string) {
  const url = `${origin}/api/email/unsubscribe?token=${encodeURIComponent(await unsubscribeToken(secret, email))}`;
  return { url, headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } };
}
