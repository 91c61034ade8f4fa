import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { subscriptions } from "../../db/schema.ts";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export function isActive(
  sub: SubscriptionRow | undefined | null,
  now = Date.now(),
): sub is SubscriptionRow & { endAt: number } {
  return !!sub?.endAt && sub.endAt > now && !!sub.packageId;
}

export async function currentSubscription(db: Db, userId: string) {
  return (await db.query.subscriptions.findFirst({ where: eq(subscriptions.userId, userId) })) ?? null;
}
