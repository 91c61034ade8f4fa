import { translate } from "@app/shared/i18n/translate";
import type { APIRequestContext } from "@playwright/test";
import { registerAdmin } from "./factories.ts";

/**
 * The verification link mailed to `email`, as mailed (read from the outbox through the admin API;
 * the local server stores mail in D1 instead of sending it).
 */
export async function mailedVerificationLink(request: APIRequestContext, email: string): Promise<string> {
  const admin = await registerAdmin(request);
  const outbox = await request.get(`/api/email-blasts/outbox?search=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const mails = (await outbox.json()).data as { subject: string; html: string }[];
  const mail = mails.find((m) => m.subject === translate("en", "email.verify.subject"));
  // The button's link (the first in the mail is the logo's, to the home page).
  return (/href="([^"]*\/verify-email\?[^"]+)"/.exec(mail?.html ?? "")?.[1] ?? "").replaceAll("&#38;", "&");
}
