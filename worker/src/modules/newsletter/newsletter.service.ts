import type { Locale } from "@app/shared/constants";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { randomToken, sha256Hex } from "../../lib/tokens.ts";
import { composeMail } from "../../mail/templates.ts";
import { emailSender } from "../../providers/email/registry.ts";
import { DEFAULT_FROM } from "../../providers/email/sender.ts";

/**
 * Double opt-in: the address is stored unconfirmed and gets a confirmation link; only confirmed
 * addresses are in the newsletter segment. Answers the same whether or not it was known.
 */
export async function subscribe(db: Db, env: AppEnv, email: string, locale: Locale, origin: string) {
  const normalized = email.trim().toLowerCase();
  const existing = await db.query.newsletterSubscriptions.findFirst({
    where: eq(newsletterSubscriptions.email, normalized),
  });
  if (existing?.confirmedAt) return;
  const token = randomToken();
  await db
    .insert(newsletterSubscriptions)
    .values({ email: normalized, locale, confirmTokenHash: await sha256Hex(token) })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { confirmTokenHash: await sha256Hex(token), locale },
    });
  const link = `${origin}/api/newsletter/confirm?token=${encodeURIComponent(token)}`;
  await emailSender(env, db).send({
    to: normalized,
    from: DEFAULT_FROM,
    ...composeMail(env, "newsletterConfirm", locale, { url: link }),
  });
}

export async function confirm(db: Db, token: string) {
  const confirmed = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: Date.now(), confirmTokenHash: null })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, await sha256Hex(token)),
        isNull(newsletterSubscriptions.confirmedAt),
      ),
    )
    .returning({ email: newsletterSubscriptions.email, locale: newsletterSubscriptions.locale });
  return confirmed[0] ?? null;
}
