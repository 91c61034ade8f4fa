import { env } from "cloudflare:workers";
import { translate } from "@app/shared/i18n/translate";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@app/shared/messages";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_ROUTES } from "../../../test/admin-routes.ts";
import { expectDocumented } from "../../../test/expect-documented.ts";
import {
  app,
  call,
  createUser,
  db,
  errorOf,
  PASSWORD,
  refreshCookieOf,
  signIn,
  uniqueEmail,
} from "../../../test/factories.ts";
import { outbox, sessions } from "../../db/schema.ts";
import { REFRESH_GRACE_MS, refresh } from "./auth.service.ts";

describe("registration", () => {
  it("names each invalid field with the docs/product.md#forms-and-validation message", async () => {
    const res = await call("/api/users/register", {
      method: "POST",
      json: { email: "not-an-email", password: "short" },
    });
    expect(res.status).toBe(400);
    const body = await errorOf(res);
    const byField = Object.fromEntries((body.details?.fields ?? []).map((f) => [f.field, f.message]));
    expect(byField).toEqual({
      name: "name is a required field",
      email: "email must be a valid email",
      password: "password must be at least 8 characters",
    });
    expect(body.code).toBe("VALIDATION_ERROR");
  });

  it("refuses names with control characters or text-direction overrides", async () => {
    for (const name of ["Budi\u202Egnp.exe", "Rina\u0007", "A\u2066B"]) {
      const res = await call("/api/users/register", {
        method: "POST",
        json: { name, email: uniqueEmail(), password: "Valid#Pass2026" },
      });
      expect(res.status).toBe(400);
      expect((await errorOf(res)).details?.fields?.map((f) => f.field)).toEqual(["name"]);
    }
    // Letters of every script, and joiners inside emoji, are names.
    const fine = await call("/api/users/register", {
      method: "POST",
      json: { name: "Siti Nur’aini 👩‍💻 سارة", email: uniqueEmail(), password: "Valid#Pass2026" },
    });
    expect(fine.status).toBe(201);
  });

  it("checks the phone number against the country and stores E.164", async () => {
    const bad = await call("/api/users/register", {
      method: "POST",
      json: { name: "Ani", email: uniqueEmail(), password: PASSWORD, phone: "12345", country: "ID" },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).details?.fields?.[0]?.field).toBe("phone");

    const good = await call("/api/users/register", {
      method: "POST",
      json: { name: "Ani", email: uniqueEmail(), password: PASSWORD, phone: "0812-3456-7890", country: "id" },
    });
    expect(good.status).toBe(201);
    const { data } = await good.json<{
      data: { token: string; user: { phone: string; country: string; profileComplete: boolean } };
    }>();
    expect(data.user).toMatchObject({ phone: "+6281234567890", country: "ID", profileComplete: true });
    expect(data.token.split(".")).toHaveLength(3);
    const cookie = good.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/refresh_token=[^;]+/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=604800/);
  });

  it("refuses a taken email (any case) with 409 and an unknown referral code with 400", async () => {
    const existing = await createUser();
    const taken = await call("/api/users/register", {
      method: "POST",
      json: { name: "Dup", email: existing.email.toUpperCase(), password: PASSWORD },
    });
    expect(taken.status).toBe(409);
    expect((await errorOf(taken)).message).toBe(ACCOUNT_MESSAGES.emailTaken);

    const badRef = await call("/api/users/register", {
      method: "POST",
      json: { name: "Ref", email: uniqueEmail(), password: PASSWORD, referralCode: "NOPE0000" },
    });
    expect(badRef.status).toBe(400);
    expect((await errorOf(badRef)).details?.fields?.[0]).toEqual({
      field: "referralCode",
      message: "Invalid referral code",
      code: "INVALID_REFERRAL",
    });
  });

  it("attributes a valid referral code (trimmed, any case) to the referrer as pending", async () => {
    const referrer = await createUser();
    const res = await call("/api/users/register", {
      method: "POST",
      json: {
        name: "Friend",
        email: uniqueEmail(),
        password: PASSWORD,
        referralCode: `  ${referrer.referralCode.toLowerCase()} `,
      },
    });
    expect(res.status).toBe(201);
    const referral = await db().query.referrals.findFirst({ where: (r, { eq }) => eq(r.referrerId, referrer.id) });
    expect(referral?.status).toBe("pending");
  });

  it("makes ADMIN_EMAILS admins", async () => {
    const res = await app.request(
      "/api/users/register",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Boss", email: "boss@example.com", password: PASSWORD }),
      },
      { ...env, ADMIN_EMAILS: "someone@x.com, Boss@Example.com" },
    );
    expect((await res.json<{ data: { user: { role: string } } }>()).data.user.role).toBe("admin");
  });
});

describe("sign-in and sessions", () => {
  it("answers the same message for a wrong password and an unknown email", async () => {
    const user = await createUser();
    for (const json of [
      { email: user.email, password: "Wrong#Password1" },
      { email: uniqueEmail("ghost"), password: PASSWORD },
    ]) {
      const res = await call("/api/auth/login", { method: "POST", json });
      expect(res.status).toBe(401);
      expect((await errorOf(res)).message).toBe(ACCOUNT_MESSAGES.invalidCredentials);
    }
  });

  it("validates a token in the documented shape and rejects bad ones with the session messages (docs/product.md#session-messages)", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const ok = await call("/api/auth/validate", { token });
    expect(await ok.json()).toMatchObject({ error: false, data: { valid: true, user: { email: user.email } } });

    expect((await errorOf(await call("/api/auth/validate"))).message).toBe(AUTH_MESSAGES.unauthorized);
    const tampered = await call("/api/auth/validate", { token: `${token.slice(0, -3)}abc` });
    expect(tampered.status).toBe(401);
    expect((await errorOf(tampered)).message).toBe(AUTH_MESSAGES.invalidToken);
  });

  it("a second sign-in sends the first session's next call the exact 401 message", async () => {
    const user = await createUser();
    const first = await signIn(user.email);
    const second = await signIn(user.email);
    const stale = await call("/api/users/me", { token: first.token });
    expect(stale.status).toBe(401);
    expect((await errorOf(stale)).message).toBe("Another browser has logged in with your account.");
    expect((await call("/api/users/me", { token: second.token })).status).toBe(200);
    const staleRefresh = await call("/api/auth/refresh", { method: "POST", cookie: first.cookie });
    expect(staleRefresh.status).toBe(401);
    expect((await errorOf(staleRefresh)).message).toBe(AUTH_MESSAGES.sessionExpiredOtherBrowser);
  });

  it("rotates the refresh token; several tabs refreshing at once all get the same new pair", async () => {
    const user = await createUser();
    const { cookie } = await signIn(user.email);
    // Five tabs of one browser send the same cookie at the turn of the hour.
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call("/api/auth/refresh", { method: "POST", cookie })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const cookies = new Set(answers.map(refreshCookieOf));
    expect(cookies.size).toBe(1);
    const [nextCookie] = [...cookies] as [string];
    expect(nextCookie).not.toBe(cookie);
    for (const answer of answers) {
      const { data } = await answer.json<{ data: { token: string } }>();
      expect((await call("/api/users/me", { token: data.token })).status).toBe(200);
    }
    // The chain goes on from the shared successor.
    expect((await call("/api/auth/refresh", { method: "POST", cookie: nextCookie })).status).toBe(200);
  });

  it("revokes the session when a rotated token comes back after the grace period", async () => {
    const user = await createUser();
    const { cookie } = await signIn(user.email);
    const token = cookie.replace("refresh_token=", "");
    const rotated = await refresh(db(), env, token);
    expect((await call("/api/users/me", { token: rotated.token })).status).toBe(200);
    const late = Date.now() + REFRESH_GRACE_MS + 1_000;
    await expect(refresh(db(), env, token, late)).rejects.toMatchObject({
      status: 401,
      message: AUTH_MESSAGES.sessionInvalid,
    });
    const afterReuse = await call("/api/users/me", { token: rotated.token });
    expect((await errorOf(afterReuse)).message).toBe(AUTH_MESSAGES.sessionInvalid);
  });

  it("revokes the session when a rotated token comes back after its successor was used", async () => {
    const user = await createUser();
    const { cookie } = await signIn(user.email);
    const rotated = await call("/api/auth/refresh", { method: "POST", cookie });
    const nextCookie = refreshCookieOf(rotated);
    const again = await call("/api/auth/refresh", { method: "POST", cookie: nextCookie });
    expect(again.status).toBe(200);
    const { data } = await again.json<{ data: { token: string } }>();

    const reuse = await call("/api/auth/refresh", { method: "POST", cookie });
    expect(reuse.status).toBe(401);
    expect((await errorOf(reuse)).message).toBe(AUTH_MESSAGES.sessionInvalid);
    const afterReuse = await call("/api/users/me", { token: data.token });
    expect((await errorOf(afterReuse)).message).toBe(AUTH_MESSAGES.sessionInvalid);
    expect((await call("/api/auth/refresh", { method: "POST", cookie: refreshCookieOf(again) })).status).toBe(401);
  });

  it("checks tokens on the primary, even for a read that carries a replica's bookmark", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    // Which D1 sessions the request opens, and what each of them runs.
    const ran: { start: string; sql: string[] }[] = [];
    const DB = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "withSession")
          return (start: string) => {
            const entry = { start, sql: [] as string[] };
            ran.push(entry);
            const session = target.withSession(start);
            return new Proxy(session, {
              get(s, p) {
                if (p === "prepare")
                  return (query: string) => {
                    entry.sql.push(query);
                    return s.prepare(query);
                  };
                const value = Reflect.get(s, p);
                return typeof value === "function" ? value.bind(s) : value;
              },
            });
          };
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const bookmark = "00000000-00000001-00000000-00000000000000000000000000000000";
    const res = await app.request(
      "/api/users/me",
      { headers: { authorization: `Bearer ${token}`, "x-d1-bookmark": bookmark } },
      { ...env, DB },
    );
    expect(res.status).toBe(200);
    const checks = ran.filter((r) => r.sql.some((q) => /from "sessions"/i.test(q)));
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.every((r) => r.start === "first-primary")).toBe(true);
  });

  it("logout revokes the session even when only the cookie is sent", async () => {
    const user = await createUser();
    const { token, cookie } = await signIn(user.email);
    const out = await call("/api/auth/logout", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/refresh_token=;/);
    expect((await errorOf(await call("/api/users/me", { token }))).message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it("lists this user's devices with the current flag and signs out another one", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const list = await call("/api/users/devices/active", { token });
    const devices = (await list.json<{ data: { id: string; browser: string; os: string; current: boolean }[] }>()).data;
    expect(devices).toHaveLength(1);
    expect(devices[0]).toMatchObject({ current: true, browser: "Chrome 156", os: "Linux" });
    const own = await call(`/api/users/devices/${devices[0]?.id}`, { method: "DELETE", token });
    expect(own.status).toBe(404);
  });
});

describe("suspension and roles", () => {
  it("suspending a user throws them out at once and blocks sign-in", async () => {
    const admin = await createUser({ role: "admin" });
    const victim = await createUser();
    const adminSession = await signIn(admin.email);
    const victimSession = await signIn(victim.email);
    const res = await call(`/api/users/status/${victim.id}`, {
      method: "PUT",
      json: { status: "suspended" },
      token: adminSession.token,
    });
    expect(res.status).toBe(200);
    const thrownOut = await call("/api/users/me", { token: victimSession.token });
    expect(thrownOut.status).toBe(401);
    expect((await errorOf(thrownOut)).message).toBe(AUTH_MESSAGES.suspended);
    const again = await call("/api/auth/login", { method: "POST", json: { email: victim.email, password: PASSWORD } });
    expect((await errorOf(again)).message).toBe(AUTH_MESSAGES.suspended);
    const revoked = await db().select().from(sessions).where(eq(sessions.userId, victim.id));
    expect(revoked.every((s) => s.revokedReason === "suspended")).toBe(true);
    const audit = await db().query.auditLog.findMany({ where: (a, { eq }) => eq(a.entityId, victim.id) });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "user.status",
      actorId: admin.id,
      before: { status: "active" },
      after: { status: "suspended" },
    });
  });

  // Each middleware of a route is listed too: one entry per method and path. Logout is left out
  // of the walk: it would end the session the walk signs in with.
  const routes = [
    ...new Map(
      app.routes
        .filter((r) => r.method !== "ALL" && r.path.startsWith("/api") && r.path !== "/api/auth/logout")
        .map((r) => [`${r.method} ${r.path}`, r]),
    ).values(),
  ];
  const concrete = (path: string) => path.replace(/:[^/]+/g, "00000000-0000-4000-8000-000000000000");

  it("the declared admin routes all exist", () => {
    const registered = new Set(routes.map((r) => `${r.method} ${r.path}`));
    expect(ADMIN_ROUTES.filter((r) => !registered.has(r))).toEqual([]);
  });

  it("exactly the admin routes answer 403 to a user and 401 to a visitor", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const forbidden: string[] = [];
    for (const route of routes) {
      const init = { method: route.method, token, ...(route.method === "GET" ? {} : { json: {} }) };
      const res = await call(concrete(route.path), init);
      if (res.status === 403) {
        const body = await errorOf(res);
        if (body.message === "Access denied: Insufficient permissions") forbidden.push(`${route.method} ${route.path}`);
      }
    }
    expect(forbidden.sort()).toEqual([...ADMIN_ROUTES].sort());
    for (const entry of ADMIN_ROUTES) {
      const [method, path] = entry.split(" ") as [string, string];
      const res = await call(concrete(path), { method, ...(method === "GET" ? {} : { json: {} }) });
      expect(res.status, entry).toBe(401);
    }
  });
});

describe("rate limits", () => {
  it("answers 429 with Retry-After past the configured number of sign-in attempts", async () => {
    const strict = { ...env, RATE_LIMIT_AUTH: "3/86400" };
    const attempt = () =>
      app.request(
        "/api/auth/login",
        {
          method: "POST",
          headers: { "content-type": "application/json", "cf-connecting-ip": "203.0.113.9" },
          body: JSON.stringify({ email: "nobody@example.com", password: "whatever1" }),
        },
        strict,
      );
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    // Seconds until this (day-long, so the test never straddles a window) window ends.
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
    expect((await errorOf(limited)).code).toBe("RATE_LIMITED");
  });

  it("limits per email too, across IPs", async () => {
    const strict = { ...env, RATE_LIMIT_AUTH: "2/86400" };
    const statuses = [];
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      const res = await app.request(
        "/api/auth/forgot-password",
        {
          method: "POST",
          headers: { "content-type": "application/json", "cf-connecting-ip": ip },
          body: JSON.stringify({ email: "target@example.com" }),
        },
        strict,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe("the account's language (issue 28)", () => {
  const latestMail = async (to: string) =>
    (await db().select().from(outbox).where(eq(outbox.toAddress, to)).orderBy(desc(outbox.createdAt)))[0];

  it("is the registration page's, kept for every mail whatever the browser says, and follows a switch", async () => {
    const email = uniqueEmail("lang");
    const registered = await call("/api/users/register", {
      method: "POST",
      json: { name: "Putri Lestari", email, password: "Rahasia#2026x", locale: "id" },
      headers: { "Accept-Language": "en-US,en;q=0.9" },
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json<{ data: { token: string } }>()).data;
    await expect.poll(async () => (await latestMail(email))?.subject).toBe(translate("id", "email.verify.subject"));

    const english = { "Accept-Language": "en-US,en;q=0.9" };
    await call("/api/auth/forgot-password", { method: "POST", json: { email }, headers: english });
    await expect.poll(async () => (await latestMail(email))?.subject).toBe(translate("id", "email.reset.subject"));
    // Its link opens the page in Indonesian too (issue 44), in the HTML and in the text part.
    const reset = await latestMail(email);
    expect(reset?.html).toContain('href="http://localhost:8787/id/reset-password?token=');
    expect(reset?.text).toContain("http://localhost:8787/id/reset-password?token=");
    expect(reset?.html).toContain('href="http://localhost:8787/id/"');

    const switched = await call("/api/users/me", { method: "PUT", token, json: { locale: "en" } });
    expect(switched.status).toBe(200);
    await call("/api/auth/forgot-password", {
      method: "POST",
      json: { email },
      headers: { "Accept-Language": "id-ID" },
    });
    await expect.poll(async () => (await latestMail(email))?.subject).toBe(translate("en", "email.reset.subject"));
  });

  it("names the field of a language it does not speak", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const res = await call("/api/users/me", { method: "PUT", token, json: { locale: "fr" } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).details?.fields?.[0]?.field).toBe("locale");
  });
});

describe("password reset", () => {
  it("mails a one-time link through the outbox, and the same answer for unknown emails", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const known = await call("/api/auth/forgot-password", { method: "POST", json: { email: user.email } });
    const unknown = await call("/api/auth/forgot-password", { method: "POST", json: { email: uniqueEmail("ghost") } });
    expect(await known.json()).toEqual(await unknown.json());

    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, user.email))
      .orderBy(desc(outbox.createdAt));
    const resetToken = /token=([^"&<\s]+)/.exec(mail?.html ?? "")?.[1];
    expect(resetToken).toBeTruthy();
    const reset = await call("/api/auth/reset-password", {
      method: "POST",
      json: { token: decodeURIComponent(resetToken as string), password: "Brand#New2026" },
    });
    expect(reset.status).toBe(200);
    expect((await call("/api/users/me", { token })).status).toBe(401);
    expect(
      (await call("/api/auth/login", { method: "POST", json: { email: user.email, password: "Brand#New2026" } }))
        .status,
    ).toBe(200);
    const replay = await call("/api/auth/reset-password", {
      method: "POST",
      json: { token: decodeURIComponent(resetToken as string), password: "Another#2026x" },
    });
    expect(replay.status).toBe(400);
    expect((await errorOf(replay)).message).toBe(ACCOUNT_MESSAGES.resetInvalid);
  });
});

/** The newest outbox message to an address (reset and verification links). */
async function lastMailTo(email: string) {
  const [mail] = await db().select().from(outbox).where(eq(outbox.toAddress, email)).orderBy(desc(outbox.createdAt));
  return mail;
}
const linkToken = (html: string | null | undefined) => {
  const token = /token=([^"&<\s]+)/.exec(html ?? "")?.[1];
  return token ? decodeURIComponent(token) : null;
};

describe("links are built from APP_ORIGIN, never from the Host header", () => {
  it("a forgot-password request to Host evil.example mails a link to the app's origin", async () => {
    const user = await createUser();
    const res = await app.request(
      "http://evil.example/api/auth/forgot-password",
      {
        method: "POST",
        headers: { "content-type": "application/json", host: "evil.example", "x-forwarded-host": "evil.example" },
        body: JSON.stringify({ email: user.email }),
      },
      env,
    );
    expect(res.status).toBe(200);
    const mail = await lastMailTo(user.email);
    expect(mail?.html).toContain("http://localhost:8787/en/reset-password?token=");
    expect(mail?.html).not.toContain("evil.example");
  });

  it("referral links and payment pages ignore the Host too", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const res = await app.request(
      "http://evil.example/api/referrals/my-code",
      { headers: { authorization: `Bearer ${token}` } },
      env,
    );
    expect((await res.json<{ data: { link: string } }>()).data.link).toMatch(
      /^http:\/\/localhost:8787\/register\?ref=/,
    );
  });
});

describe("a reset revokes every outstanding reset link", () => {
  it("the older of two links stops working once the newer one is used", async () => {
    const user = await createUser();
    await call("/api/auth/forgot-password", { method: "POST", json: { email: user.email } });
    const older = linkToken((await lastMailTo(user.email))?.html);
    await new Promise((r) => setTimeout(r, 5));
    await call("/api/auth/forgot-password", { method: "POST", json: { email: user.email } });
    const newer = linkToken((await lastMailTo(user.email))?.html);
    expect(older && newer && older !== newer).toBe(true);
    const first = await call("/api/auth/reset-password", {
      method: "POST",
      json: { token: newer, password: "Brand#New2026" },
    });
    expect(first.status).toBe(200);
    const second = await call("/api/auth/reset-password", {
      method: "POST",
      json: { token: older, password: "Attacker#2026" },
    });
    expect(second.status).toBe(400);
    const error = await errorOf(second);
    expect(error.code).toBe("RESET_INVALID");
    // Named on its field, so the form can show it there.
    expect(error.details?.fields?.[0]?.field).toBe("token");
  });
});

describe("forgot-password answers known and unknown emails alike", () => {
  it("responds before any per-account work: the email is sent after the response", async () => {
    const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
    const user = await createUser();
    const send = async (email: string) => {
      const ctx = createExecutionContext();
      const res = await app.request(
        "/api/auth/forgot-password",
        { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) },
        env,
        ctx,
      );
      const mailedBeforeResponse = (await lastMailTo(user.email)) !== undefined;
      await waitOnExecutionContext(ctx);
      return { body: await res.text(), status: res.status, mailedBeforeResponse };
    };
    const unknown = await send(uniqueEmail("ghost"));
    const known = await send(user.email);
    expect(known).toEqual({ ...unknown, mailedBeforeResponse: false });
    expect(await lastMailTo(user.email)).toBeDefined();
  });
});

describe("email verification of password sign-ups", () => {
  const register = (email: string) =>
    call("/api/users/register", {
      method: "POST",
      json: { name: "New Person", email, password: "Strong#Pass2026", phone: "81234567890", country: "ID" },
    });

  it("a new account is unverified until the mailed link's page confirms it, signed in or not; the link works once", async () => {
    const email = uniqueEmail("verify");
    const res = await register(email);
    expect(res.status).toBe(201);
    const { data } = await res.json<{ data: { token: string; user: { emailVerified: boolean } } }>();
    expect(data.user.emailVerified).toBe(false);
    const token = linkToken((await lastMailTo(email))?.html);
    // A page of the app, not the API: it says what happened in the reader's language.
    expect((await lastMailTo(email))?.html).toContain("http://localhost:8787/en/verify-email?token=");
    // No bearer token: the link is often opened on another device than the one that signed up.
    const confirm = () => call("/api/auth/verify-email", { method: "POST", json: { token } });
    const confirmed = await confirm();
    expect(confirmed.status).toBe(200);
    await expectDocumented("POST", "/api/auth/verify-email", 200, await confirmed.clone().json());
    expect(await confirmed.json()).toEqual({ error: false, data: { verified: true, alreadyConfirmed: false } });
    const me = await (await call("/api/users/me", { token: data.token })).json<{ data: { emailVerified: boolean } }>();
    expect(me.data.emailVerified).toBe(true);
    // Used again (a second click, a mail scanner): the address is confirmed, which is what it says (issue 46).
    const again = await confirm();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ error: false, data: { verified: true, alreadyConfirmed: true } });
    // A token nobody was mailed is still invalid.
    const unknown = await call("/api/auth/verify-email", { method: "POST", json: { token: `${token}x` } });
    expect(unknown.status).toBe(400);
    const body = await errorOf(unknown);
    expect(body.code).toBe("VERIFICATION_INVALID");
    expect(body.details?.fields?.map((f) => f.field)).toEqual(["token"]);
  });

  it("mails the link in the reader's language, and older /api links lead to the page without confirming", async () => {
    const email = uniqueEmail("verify-id");
    await call("/api/users/register", {
      method: "POST",
      headers: { cookie: "preferred-locale=id" },
      json: { name: "Orang Baru", email, password: "Strong#Pass2026" },
    });
    const html = (await lastMailTo(email))?.html ?? "";
    expect(html).toContain("http://localhost:8787/id/verify-email?token=");
    const token = linkToken(html) as string;
    const old = await call(`/api/auth/verify-email?token=${encodeURIComponent(token)}`, { redirect: "manual" });
    expect(old.status).toBe(303);
    expect(old.headers.get("location")).toBe(`/verify-email?token=${encodeURIComponent(token)}`);
    // The redirect confirmed nothing: the page's POST still can.
    expect((await call("/api/auth/verify-email", { method: "POST", json: { token } })).status).toBe(200);
  });

  it("resend mails a new link to an unverified account and nothing to a verified one", async () => {
    const email = uniqueEmail("resend");
    const { data } = await (await register(email)).json<{ data: { token: string } }>();
    const first = await lastMailTo(email);
    const res = await call("/api/auth/verify-email/resend", { method: "POST", token: data.token });
    expect(await res.json()).toMatchObject({ data: { sent: true } });
    const second = await lastMailTo(email);
    expect(linkToken(second?.html)).not.toBe(linkToken(first?.html));
    await call("/api/auth/verify-email", { method: "POST", json: { token: linkToken(second?.html) } });
    const after = await call("/api/auth/verify-email/resend", { method: "POST", token: data.token });
    expect(await after.json()).toMatchObject({ data: { sent: false } });
  });

  it("admins see the flag in the user list", async () => {
    const admin = await createUser({ role: "admin" });
    const unverified = await createUser({ emailVerifiedAt: null });
    const { token } = await signIn(admin.email);
    const list = await (
      await call(`/api/users/list/pagination?search=${encodeURIComponent(unverified.email)}`, { token })
    ).json<{ data: { uuid: string; emailVerified: boolean }[] }>();
    expect(list.data.find((u) => u.uuid === unverified.id)?.emailVerified).toBe(false);
  });
});
