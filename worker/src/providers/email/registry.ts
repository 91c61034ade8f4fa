import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { httpEmailSender } from "./http.ts";
import { outboxSender } from "./outbox.ts";
import type { EmailSender } from "./sender.ts";

/**
 * The sender of a provider name (default: the configured EMAIL_PROVIDER): the HTTP API for "http"
 * when a key is set, else the D1 outbox.
 */
export function emailSender(env: AppEnv, db: Db, provider: string = env.EMAIL_PROVIDER): EmailSender {
  if (provider === "http" && env.EMAIL_API_KEY) {
    return httpEmailSender(env.EMAIL_API_URL ?? "https://api.resend.com", env.EMAIL_API_KEY);
  }
  return outboxSender(db);
}
