import type { Locale } from "@app/shared/constants";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/schema.ts";
import type { AppEnv } from "../env.ts";
import { pageLink } from "../mail/links.ts";
import { composeMail } from "../mail/templates.ts";
import { emailSender } from "../providers/email/registry.ts";
import { DEFAULT_FROM } from "../providers/email/sender.ts";

/**
 * Mails every active admin (at most 50) in their own language: a subject, one paragraph and a link
 * into the admin area (`path`, opened in that language).
 */
export async function mailAdmins(
  db: Db,
  env: AppEnv,
  message: (locale: Locale) => { subject: string; body: string },
  path: string,
) {
  const admins = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.status, "active")))
    .limit(50);
  const sender = emailSender(env, db);
  for (const admin of admins) {
    const { subject, body } = message(admin.locale ?? "en");
    await sender.send({
      to: admin.email,
      from: DEFAULT_FROM,
      ...composeMail(env, "adminAlert", admin.locale ?? "en", {
        subject,
        body,
        url: pageLink(env, admin.locale ?? "en", path),
      }),
    });
  }
}
