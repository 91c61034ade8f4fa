import { ACCOUNT_MESSAGES } from "@app/shared/messages";
import type { Db } from "../db/client.ts";
import { hit, type RateRule, rateKey, secondsUntilNextWindow } from "../middleware/rate-limit.ts";
import { canonicalEmail } from "./email.ts";
import { AppError } from "./errors.ts";

/**
 * Account mails (address confirmation, password reset, setup link) one mailbox may get, whoever
 * asks and from whichever network (issue 41): an account registered with someone else's address
 * cannot be used to bomb it. Counted by the mailbox the address reaches (plus-tags and Gmail dots
 * do not make new ones), in the rate-limit table, so it stays bounded (pruned after a day).
 */
export const ACCOUNT_MAIL_RULES: readonly RateRule[] = [
  { limit: 5, windowSeconds: 3600 },
  { limit: 10, windowSeconds: 24 * 3600 },
];

/** Counts one account mail to the address: null when it may go, else the seconds until one may. */
export async function countAccountMail(db: Db, address: string, now = Date.now()): Promise<number | null> {
  const mailbox = canonicalEmail(address);
  for (const rule of ACCOUNT_MAIL_RULES) {
    if (!(await hit(db, await rateKey(`account-mail-${rule.windowSeconds}`, "email", mailbox), rule, now)))
      return secondsUntilNextWindow(rule, now);
  }
  return null;
}

/** As countAccountMail, for a mail the signed-in user asks for: 429 when the address had its share. */
export async function assertAccountMail(db: Db, address: string, now = Date.now()): Promise<void> {
  const retryAfter = await countAccountMail(db, address, now);
  if (retryAfter !== null) {
    throw new AppError(429, "RATE_LIMITED", ACCOUNT_MESSAGES.mailLimited, undefined, {
      "Retry-After": String(retryAfter),
    });
  }
}

/** Whether an error is assertAccountMail's refusal (a background sender drops the mail quietly). */
export const isMailLimited = (error: unknown) =>
  error instanceof AppError && error.status === 429 && error.message === ACCOUNT_MESSAGES.mailLimited;
