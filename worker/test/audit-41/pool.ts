import { expect } from "vitest";
import { extensions, planServices } from "../../src/db/schema.ts";
import { json, makeCookieService, makePackage } from "../catalogue.ts";
import { extHeaders, linkedSubscriber } from "../extension-subscriber.ts";
import { call, db, signInAdmin } from "../factories.ts";

/** The audit's set-up: a package holding a cookie service without a probe, with 1-seat accounts. */
export const SITE = "https://pool-audit.test";
export const cookie = (value: string) => ({
  name: "sid",
  value,
  domain: "pool-audit.test",
  path: "/",
  hostOnly: true,
  secure: true,
  httpOnly: true,
  sameSite: "lax",
  expirationDate: 2_000_000_000,
});

export async function auditSetUp() {
  await db()
    .insert(extensions)
    .values({ id: "core", name: "PremiumHub Access", minimumVersion: "1.2.0" })
    .onConflictDoNothing();
  const admin = await signInAdmin();
  const pkg = (await makePackage(admin.token)).uuid;
  return { admin, pkg };
}

export async function poolService(adminToken: string, pkg: string, labels: string[], seats = 1) {
  const service = await makeCookieService(adminToken, SITE, { name: `Audit ${crypto.randomUUID().slice(0, 8)}` });
  await db().insert(planServices).values({ packageId: pkg, serviceId: service.uuid });
  const accounts: Record<string, string> = {};
  for (const label of labels) {
    const res = await call(`/api/services/${service.uuid}/accounts`, {
      method: "POST",
      token: adminToken,
      json: { label, seats, session: JSON.stringify([cookie(label)]) },
    });
    expect(res.status).toBe(201);
    accounts[label] = (await json<{ id: string }>(res)).id;
  }
  return { ...service, accounts };
}

export const subscriberOf = (pkg: string) => linkedSubscriber(pkg);

/** Opens the service through the extension: the account's label (its cookie) or the error code. */
export async function openCookie(ext: string, serviceUuid: string) {
  const res = await call(`/api/extension/services/${serviceUuid}/cookies`, { headers: extHeaders(ext) });
  if (res.status !== 200) return ((await res.json()) as { code: string }).code;
  return (await json<{ cookies: { value: string }[] }>(res)).cookies[0]?.value;
}

export const fieldSignal = (ext: string, serviceUuid: string, signedIn: boolean) =>
  call(`/api/extension/services/${serviceUuid}/signal`, {
    method: "POST",
    headers: extHeaders(ext),
    json: { signedIn },
  });
