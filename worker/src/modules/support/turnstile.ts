import type { AppEnv } from "../../env.ts";

const SITEVERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const TIMEOUT_MS = 5_000;

/**
 * Cloudflare Turnstile, when `TURNSTILE_SECRET_KEY` is configured: the widget's token must be
 * confirmed by siteverify. Without the secret the check is off. An unreachable siteverify counts
 * as a failed check (logged), so a contact message is never let through unverified.
 */
export async function verifyTurnstile(env: AppEnv, token: string | undefined, ip: string): Promise<boolean> {
  if (!env.TURNSTILE_SECRET_KEY) return true;
  if (!token) return false;
  const form = new URLSearchParams({ secret: env.TURNSTILE_SECRET_KEY, response: token });
  if (ip !== "local") form.set("remoteip", ip);
  try {
    const res = await fetch(env.TURNSTILE_VERIFY_URL || SITEVERIFY_URL, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`siteverify answered ${res.status}`);
    const result = await res.json<{ success?: unknown }>();
    return result.success === true;
  } catch (error) {
    console.error(JSON.stringify({ level: "error", turnstile: String(error) }));
    return false;
  }
}
