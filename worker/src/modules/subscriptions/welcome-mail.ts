import type { Locale } from "@app/shared/constants";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { packages, subscriptions, users } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { mailSubscriber } from "../../lib/subscriber-mail.ts";
import { pageLink } from "../../mail/links.ts";
import { composeMail } from "../../mail/templates.ts";

/**
 * The welcome mail of an account's first subscription (issue 44), whichever way it began (a
 * payment, the free trial), in the account's language: what it runs until and what to do next.
 * Claimed on the account before it is sent, so it goes once; a refused mail gives the claim back.
 */
export async function mailWelcome(db: Db, env: AppEnv, userId: string, now = Date.now()) {
  const [claimed] = await db
    .update(users)
    .set({ welcomeMailedAt: now })
    .where(and(eq(users.id, userId), isNull(users.welcomeMailedAt)))
    .returning({ email: users.email, name: users.name, locale: users.locale });
  if (!claimed) return false;
  const sub = await db
    .select({ endAt: subscriptions.endAt, packageName: packages.name })
    .from(subscriptions)
    .leftJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(eq(subscriptions.userId, userId))
    .get();
  const locale: Locale = claimed.locale ?? "en";
  const mail = composeMail(env, "welcome", locale, {
    name: claimed.name,
    packageName: sub?.packageName ?? "",
    endAt: sub?.endAt ?? null,
    guideUrl: pageLink(env, locale, "/panel/addons?guide=1"),
    dashboardUrl: pageLink(env, locale, "/panel"),
  });
  if (await mailSubscriber(db, env, claimed.email, mail, "welcome")) return true;
  await db.update(users).set({ welcomeMailedAt: null }).where(eq(users.id, userId));
  return false;
}
