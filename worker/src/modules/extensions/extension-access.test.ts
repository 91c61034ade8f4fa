import { env } from "cloudflare:workers";
import { AUTH_MESSAGES, EXTENSION_MESSAGES } from "@app/shared/messages";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { app, call, createUser, db, errorOf, signIn } from "../../../test/factories.ts";
import { extensionTokens, subscriptions, users } from "../../db/schema.ts";

const COOKIES = [
  {
    name: "session",
    value: "s3cr3t-session",
    domain: ".streamflix.test",
    path: "/",
    secure: true,
    httpOnly: true,
    sameSite: "lax",
    expirationDate: 2_000_000_000,
    hostOnly: false,
  },
  { name: "__Host-pref", value: "dark", domain: "streamflix.test", path: "/", secure: true, hostOnly: true },
];

let admin: { token: string };
let pkg: string;
let cookieService: { uuid: string; slug: string };
let keyService: { uuid: string; slug: string };

async function json<T>(res: Response): Promise<T> {
  return (await res.json<{ data: T }>()).data;
}

beforeAll(async () => {
  await db()
    .insert((await import("../../db/schema.ts")).extensions)
    .values([
      { id: "core", name: "PremiumHub Access", minimumVersion: "1.2.0" },
      { id: "helper", name: "PremiumHub Session Helper", minimumVersion: "1.0.0" },
    ])
    .onConflictDoNothing();
  const a = await createUser({ role: "admin" });
  admin = await signIn(a.email);
  const service = (extra: Record<string, unknown>) =>
    call("/api/services", {
      method: "POST",
      token: admin.token,
      json: { name: `Svc ${crypto.randomUUID().slice(0, 6)}`, ...extra },
    });
  cookieService = await json(
    await service({
      typeService: "cookie",
      accessUrl: "https://streamflix.test/browse",
      accessSecret: JSON.stringify(COOKIES),
    }),
  );
  keyService = await json(await service({ typeService: "key", accessSecret: "sk-live-KEY" }));
  pkg = (
    await json<{ uuid: string }>(
      await call("/api/packages-subscriptions", {
        method: "POST",
        token: admin.token,
        json: { namePackage: `Ext ${crypto.randomUUID().slice(0, 6)}`, price: 10_000, days: 30 },
      }),
    )
  ).uuid;
  await call("/api/plan-services/associate", {
    method: "POST",
    token: admin.token,
    json: { packageUuid: pkg, serviceUuids: [cookieService.uuid, keyService.uuid] },
  });
});

const extHeaders = (token?: string, version = "1.5.0") => ({
  "x-extension-id": "core",
  "x-extension-version": version,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

async function subscriber() {
  const user = await createUser();
  await db()
    .insert(subscriptions)
    .values({ userId: user.id, packageId: pkg, startAt: Date.now(), endAt: Date.now() + 7 * 86_400_000 });
  return { user, ...(await signIn(user.email)) };
}

async function linkCode(panelToken: string) {
  const res = await call("/api/extension/link-code", { method: "POST", token: panelToken });
  expect(res.status).toBe(201);
  return json<{ code: string; expiresAt: string }>(res);
}

async function exchange(code: string, version = "1.5.0") {
  return call("/api/extension/token", { method: "POST", json: { code }, headers: extHeaders(undefined, version) });
}

async function linked() {
  const s = await subscriber();
  const res = await exchange((await linkCode(s.token)).code);
  expect(res.status).toBe(201);
  return { ...s, ext: await json<{ token: string; user: { email: string }; subscription: { status: string } }>(res) };
}

describe("linking the Access extension", () => {
  it("a single-use code becomes a token bound to the session, with the account and subscription", async () => {
    const s = await subscriber();
    const { code } = await linkCode(s.token);
    const first = await exchange(code);
    expect(first.status).toBe(201);
    const data = await json<{ token: string; user: { email: string }; subscription: { status: string } }>(first);
    expect(data.user.email).toBe(s.user.email);
    expect(data.subscription.status).toBe("active");
    const stored = await db().query.extensionTokens.findFirst({ where: eq(extensionTokens.userId, s.user.id) });
    expect(stored?.tokenHash).not.toBe(data.token);
    const again = await exchange(code);
    expect(again.status).toBe(400);
    const error = await errorOf(again);
    expect(error.code).toBe("LINK_CODE_INVALID");
    expect(error.details?.fields?.[0]?.field).toBe("code");
  });

  it("links PremiumHub Access only, and its token works for it alone", async () => {
    const s = await subscriber();
    const { code } = await linkCode(s.token);
    const helper = await call("/api/extension/token", {
      method: "POST",
      json: { code },
      headers: { ...extHeaders(), "x-extension-id": "helper" },
    });
    expect(helper.status).toBe(403);
    expect((await errorOf(helper)).code).toBe("EXTENSION_NOT_LINKABLE");
    // The refused call did not spend the code: Access links with it.
    const access = await exchange(code);
    expect(access.status).toBe(201);
    const { token } = await json<{ token: string }>(access);
    // The same token presented by another extension is no token at all.
    for (const path of [`/api/extension/services/${cookieService.uuid}/cookies`, "/api/extension/session"]) {
      const other = await call(path, { headers: { ...extHeaders(token), "x-extension-id": "helper" } });
      expect(other.status).toBe(401);
      expect((await call(path, { headers: extHeaders(token) })).status).toBe(200);
    }
  });

  it("needs a signed-in panel for the code; visitors get 401", async () => {
    expect((await call("/api/extension/link-code", { method: "POST" })).status).toBe(401);
  });

  it("an extension below the minimum version gets 426 with the outdated message", async () => {
    const s = await subscriber();
    const res = await exchange((await linkCode(s.token)).code, "0.0.1");
    expect(res.status).toBe(426);
    const body = await errorOf(res);
    expect(body).toMatchObject({ code: "EXTENSION_OUTDATED", message: EXTENSION_MESSAGES.outdated });
    const missing = await call("/api/extension/session", { headers: { authorization: "Bearer x" } });
    expect(missing.status).toBe(400);
  });

  it("the token endpoint is rate-limited", async () => {
    const strict = { ...env, RATE_LIMIT_AUTH: "2/86400" };
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.request(
        "/api/extension/token",
        {
          method: "POST",
          headers: { "content-type": "application/json", "cf-connecting-ip": "198.51.100.77", ...extHeaders() },
          body: JSON.stringify({ code: `guess-${i}-${"x".repeat(20)}` }),
        },
        strict,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 429]);
  });
});

describe("what the linked extension may read", () => {
  it("the cookie set of an entitled cookie service, which the panel's own token never receives", async () => {
    const s = await linked();
    const res = await call(`/api/extension/services/${cookieService.uuid}/cookies`, {
      headers: extHeaders(s.ext.token),
    });
    expect(res.status).toBe(200);
    const data = await json<{ url: string; cookies: { name: string; httpOnly: boolean }[] }>(res);
    expect(data.url).toBe("https://streamflix.test/browse");
    expect(data.cookies.map((c) => c.name)).toEqual(["session", "__Host-pref"]);
    expect(data.cookies[0]?.httpOnly).toBe(true);

    const panel = await json<{ secret: string | null }>(
      await call(`/api/services/access/${cookieService.slug}`, { token: s.token }),
    );
    expect(panel.secret).toBeNull();
    const key = await json<{ secret: string | null }>(
      await call(`/api/services/access/${keyService.slug}`, { token: s.token }),
    );
    expect(key.secret).toBe("sk-live-KEY");

    const notCookie = await call(`/api/extension/services/${keyService.uuid}/cookies`, {
      headers: extHeaders(s.ext.token),
    });
    expect((await errorOf(notCookie)).code).toBe("NOT_COOKIE_SERVICE");
    // The panel's JWT is not an extension token.
    const wrongToken = await call(`/api/extension/services/${cookieService.uuid}/cookies`, {
      headers: extHeaders(s.token),
    });
    expect(wrongToken.status).toBe(401);
  });

  it("the services of the subscription, for the popup; the panel's own token gets 401", async () => {
    const s = await linked();
    const res = await call("/api/extension/services", { headers: extHeaders(s.ext.token) });
    expect(res.status).toBe(200);
    const list = await json<{ uuid: string; name: string; slug: string; type_service: string; logo: unknown }[]>(res);
    expect(list.map((service) => service.uuid).sort()).toEqual([cookieService.uuid, keyService.uuid].sort());
    expect(list.find((service) => service.uuid === keyService.uuid)).toMatchObject({
      slug: keyService.slug,
      type_service: "key",
    });
    // The same list as the panel's, and never a secret.
    const panel = await json<unknown[]>(await call("/api/users/services", { token: s.token }));
    expect(list).toEqual(panel);
    expect(JSON.stringify(list)).not.toContain("sk-live-KEY");
    expect((await call("/api/extension/services", { headers: extHeaders(s.token) })).status).toBe(401);
    expect((await call("/api/extension/services", { headers: extHeaders(s.ext.token, "0.0.1") })).status).toBe(426);
  });

  it("nothing without an active subscription", async () => {
    const s = await linked();
    await db()
      .update(subscriptions)
      .set({ endAt: Date.now() - 1000 })
      .where(eq(subscriptions.userId, s.user.id));
    const res = await call(`/api/extension/services/${cookieService.uuid}/cookies`, {
      headers: extHeaders(s.ext.token),
    });
    expect(res.status).toBe(403);
    const session = await json<{ subscription: { status: string } }>(
      await call("/api/extension/session", { headers: extHeaders(s.ext.token) }),
    );
    expect(session.subscription.status).toBe("expired");
    // The popup then lists nothing.
    expect(await json(await call("/api/extension/services", { headers: extHeaders(s.ext.token) }))).toEqual([]);
  });
});

describe("the extension dies with its session", () => {
  it("another device signing in: 401 with the session message (docs/product.md#session-messages)", async () => {
    const s = await linked();
    expect((await call("/api/extension/session", { headers: extHeaders(s.ext.token) })).status).toBe(200);
    await signIn(s.user.email);
    const res = await call("/api/extension/session", { headers: extHeaders(s.ext.token) });
    expect(res.status).toBe(401);
    expect((await errorOf(res)).message).toBe(AUTH_MESSAGES.anotherBrowserLoggedIn);
  });

  it("panel logout and suspension revoke it; the extension's own logout too", async () => {
    const a = await linked();
    await call("/api/auth/logout", { method: "POST", token: a.token });
    expect((await call("/api/extension/session", { headers: extHeaders(a.ext.token) })).status).toBe(401);

    const b = await linked();
    await db().update(users).set({ status: "suspended" }).where(eq(users.id, b.user.id));
    const suspended = await call("/api/extension/session", { headers: extHeaders(b.ext.token) });
    expect((await errorOf(suspended)).message).toBe(AUTH_MESSAGES.suspended);

    const c = await linked();
    expect((await call("/api/extension/logout", { method: "POST", headers: extHeaders(c.ext.token) })).status).toBe(
      200,
    );
    expect((await call("/api/extension/session", { headers: extHeaders(c.ext.token) })).status).toBe(401);
  });
});

describe("admin: a cookie service's secret is a cookie-editor export", () => {
  const create = (accessSecret: string) =>
    call("/api/services", {
      method: "POST",
      token: admin.token,
      json: { name: `Bad ${crypto.randomUUID().slice(0, 6)}`, typeService: "cookie", accessSecret },
    });

  it("names the field of the first bad entry", async () => {
    const notJson = await errorOf(await create("session=abc"));
    expect(notJson.details?.fields?.[0]?.field).toBe("accessSecret");
    expect(notJson.message).toContain("JSON");
    const noDomain = await errorOf(await create(JSON.stringify([{ name: "a", value: "b" }])));
    expect(noDomain.message).toBe("accessSecret[0].domain is a required field");
    const badHost = await errorOf(
      await create(JSON.stringify([{ name: "__Host-x", value: "1", domain: ".a.test", hostOnly: false }])),
    );
    expect(badHost.message).toContain("accessSecret[0]");
    // A key service's secret is free text.
    const key = await call("/api/services", {
      method: "POST",
      token: admin.token,
      json: { name: `Key ${crypto.randomUUID().slice(0, 6)}`, typeService: "key", accessSecret: "not json" },
    });
    expect(key.status).toBe(201);
  });
});

describe("Chrome update manifest", () => {
  it("lists the released extensions by Chrome id", async () => {
    const res = await call("/api/extension/updates.xml");
    expect(res.headers.get("content-type")).toContain("application/xml");
    expect(await res.text()).toContain("<gupdate");
  });
});
