import { expect } from "vitest";
import { subscriptions } from "../src/db/schema.ts";
import { json } from "./catalogue.ts";
import { call, createUser, db, signIn } from "./factories.ts";

/** The headers of an Access extension call (its own token when given). */
export const extHeaders = (token?: string) => ({
  "x-extension-id": "core",
  "x-extension-version": "1.5.0",
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/**
 * A user with a week of the package, signed in to the panel and with a linked Access extension:
 * `panel` is the panel's token, `ext` the extension's.
 */
export async function linkedSubscriber(packageId: string, role: "user" | "admin" = "user") {
  const user = await createUser({ role });
  await db()
    .insert(subscriptions)
    .values({ userId: user.id, packageId, startAt: Date.now(), endAt: Date.now() + 7 * 86_400_000 });
  const panel = await signIn(user.email);
  const code = await json<{ code: string }>(
    await call("/api/extension/link-code", { method: "POST", token: panel.token }),
  );
  const linked = await call("/api/extension/token", {
    method: "POST",
    json: { code: code.code },
    headers: extHeaders(),
  });
  expect(linked.status).toBe(201);
  return { user, panel: panel.token, ext: (await json<{ token: string }>(linked)).token };
}
