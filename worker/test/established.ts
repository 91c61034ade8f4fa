import { eq } from "drizzle-orm";
import { transactions, users } from "../src/db/schema.ts";
import { ESTABLISHED_AGE_MS } from "../src/modules/service-health/service-health.service.ts";
import { db } from "./factories.ts";

/**
 * Makes a user an established subscriber (decision 062): a confirmed address, an account older
 * than a week and a completed payment of money.
 */
export async function makeEstablished(userId: string, now = Date.now()) {
  const old = now - ESTABLISHED_AGE_MS - 86_400_000;
  await db().update(users).set({ emailVerifiedAt: old, createdAt: old }).where(eq(users.id, userId));
  await db().insert(transactions).values({
    userId,
    packageName: "Paid",
    days: 30,
    provider: "seed",
    amount: 50_000,
    currency: "IDR",
    status: "completed",
    createdAt: old,
    updatedAt: old,
    completedAt: old,
  });
}
