import type { Db } from "../../db/client.ts";
import type { AppEnv } from "../../env.ts";
import { httpEmailSender } from "./http.ts";
import { outboxSender } from "./outbox.ts";

export type EmailMessage = {
  to: string;
  from: string;
  subject: string;
  html: string;
  text?: string;
  headers?: Record<string, string>;
  blastId?: string;
};

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
  /** Senders that can store many messages at once (the outbox) implement this. */
  sendBatch?(messages: EmailMessage[]): Promise<void>;
}

/** Transient failures are retried by the caller; permanent ones are recorded with the reason. */
export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

export const DEFAULT_FROM = "PremiumHub <no-reply@premiumhub.test>";

export function emailSender(env: AppEnv, db: Db): EmailSender {
  if (env.EMAIL_PROVIDER === "http" && env.EMAIL_API_KEY) {
    return httpEmailSender(env.EMAIL_API_URL ?? "https://api.resend.com", env.EMAIL_API_KEY);
  }
  return outboxSender(db);
}
