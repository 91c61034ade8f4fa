// Audit (issue 41, finding 9): "Probe URLs reach internal addresses (low). `probeUrl=http://127.0.0.1:…`
// works and its markers make a content oracle. A probe URL must be https or http on the service's
// own hosts (its access URL's host or its cookies' domains), never an IP literal, loopback or a
// private name. Only the seeded demo site may stay on loopback, in development."
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { services } from "../../src/db/schema.ts";
import { probeUrlAllowed } from "../../src/modules/services/probe-url.ts";
import { json } from "../catalogue.ts";
import { call, db, errorOf, signInAdmin } from "../factories.ts";

const LOOPBACK = inject("providersUrl"); // http://127.0.0.1:<port>
let admin: { token: string };
beforeAll(async () => {
  admin = await signInAdmin();
});

const name = () => `Probe ${crypto.randomUUID().slice(0, 8)}`;
const create = (fields: Record<string, unknown>) =>
  call("/api/services", {
    method: "POST",
    token: admin.token,
    json: { name: name(), typeService: "cookie", ...fields },
  });
const marker = { probeSignedInText: "Welcome back" };

async function refusedOnProbeUrl(res: Response) {
  expect(res.status).toBe(400);
  const error = await errorOf(res);
  expect(error.code).toBe("VALIDATION_ERROR");
  const fields = error.details?.fields as { field: string; code?: string }[];
  expect(fields.map((f) => [f.field, f.code])).toEqual([["probeUrl", "PROBE_URL_NOT_ALLOWED"]]);
}

describe("audit 41 · 9: a probe URL is a public page of the service's own site", () => {
  it("refuses the audit's loopback probe, other private addresses and other sites, naming probeUrl", async () => {
    const accessUrl = "https://www.shop-nine.com/home";
    for (const probeUrl of [
      `${LOOPBACK}/internal-admin`,
      "http://localhost:8787/api/admin-information",
      "http://10.0.0.7/status",
      "http://[::1]/",
      "http://metadata.google.internal/computeMetadata/v1/",
      "https://printer.local/",
      "http://intranet/wiki",
      "https://app.localhost/",
      "https://other-site.com/account",
    ])
      await refusedOnProbeUrl(await create({ accessUrl, probeUrl, ...marker }));
    // No access URL: no host of its own to probe.
    await refusedOnProbeUrl(await create({ probeUrl: "https://www.shop-nine.com/account", ...marker }));
  });

  it("takes a page on the access URL's domain, or on a domain of the session's cookies", async () => {
    const sameHost = await create({
      accessUrl: "https://www.shop-nine.com/home",
      probeUrl: "https://www.shop-nine.com/account",
      ...marker,
    });
    expect(sameHost.status).toBe(201);
    const parent = await create({
      accessUrl: "https://app.shop-nine.com/",
      probeUrl: "https://shop-nine.com/me",
      ...marker,
    });
    expect(parent.status).toBe(201);
    const cookie = {
      name: "sid",
      value: "x",
      domain: ".shop-nine-auth.com",
      path: "/",
      secure: true,
      httpOnly: true,
      sameSite: "lax",
      expirationDate: 2_000_000_000,
    };
    const onCookieDomain = await create({
      accessUrl: "https://app.shop-nine.com/",
      accessSecret: JSON.stringify([cookie]),
      probeUrl: "https://id.shop-nine-auth.com/me",
      ...marker,
    });
    expect(onCookieDomain.status).toBe(201);
  });

  it("refuses an update to an internal probe URL, and an access URL that leaves the probe elsewhere", async () => {
    const service = await json<{ uuid: string }>(
      await create({
        accessUrl: "https://www.shop-nine.com/home",
        probeUrl: "https://www.shop-nine.com/me",
        ...marker,
      }),
    );
    const put = (body: Record<string, unknown>) =>
      call(`/api/services/${service.uuid}`, { method: "PUT", token: admin.token, json: body });
    await refusedOnProbeUrl(await put({ probeUrl: `${LOOPBACK}/demo-site-not/home` }));
    await refusedOnProbeUrl(await put({ accessUrl: "https://elsewhere.com/" }));
    expect((await put({ probeUrl: "https://shop-nine.com/account" })).status).toBe(200);
  });

  it("keeps the demo site on loopback outside production, under its own path only", async () => {
    const demo = `${LOOPBACK}/demo-site`;
    expect((await create({ accessUrl: `${demo}/home`, probeUrl: `${demo}/home`, ...marker })).status).toBe(201);
    await refusedOnProbeUrl(await create({ accessUrl: `${demo}/home`, probeUrl: `${LOOPBACK}/other/home`, ...marker }));
    const service = { accessUrl: `${demo}/home` };
    expect(probeUrlAllowed(`${demo}/home`, service, [], { ENVIRONMENT: "development" })).toBe(true);
    expect(probeUrlAllowed(`${demo}/home`, service, [], { ENVIRONMENT: "production" })).toBe(false);
  });

  it("never fetches a stored probe URL that is not allowed: the check says so and the account keeps its health", async () => {
    const site = "https://stored-nine.com";
    const service = await json<{ uuid: string }>(
      await create({ accessUrl: `${site}/home`, probeUrl: `${site}/home`, ...marker }),
    );
    const session = [
      {
        name: "sid",
        value: "good",
        domain: "stored-nine.com",
        path: "/",
        secure: true,
        httpOnly: true,
        sameSite: "lax",
        expirationDate: 2_000_000_000,
      },
    ];
    const account = await json<{ id: string; health: string }>(
      await call(`/api/services/${service.uuid}/accounts`, {
        method: "POST",
        token: admin.token,
        json: { label: "Main", session: JSON.stringify(session) },
      }),
    );
    // A row written before the check: the audit's loopback probe.
    await db()
      .update(services)
      .set({ probeUrl: `${LOOPBACK}/demo-site/home` })
      .where(eq(services.id, service.uuid));
    const res = await call(`/api/services/${service.uuid}/accounts/${account.id}/check`, {
      method: "POST",
      token: admin.token,
    });
    expect(res.status).toBe(200);
    const checked = await json<{
      result: string;
      status: number | null;
      cause: { code: string; value: number | null };
      account: { health: string };
    }>(res);
    expect(checked).toMatchObject({ result: "error", status: null });
    expect(checked.cause).toEqual({ code: "probe-url-not-allowed", value: null });
    expect(checked.account.health).toBe(account.health);
  });
});
