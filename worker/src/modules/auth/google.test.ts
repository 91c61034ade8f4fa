import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { app, createUser, db, PASSWORD, signIn } from "../../../test/factories.ts";
import { users } from "../../db/schema.ts";

const issuer = inject("oidcIssuer");
const googleEnv = {
  ...env,
  GOOGLE_CLIENT_ID: "test-client",
  GOOGLE_CLIENT_SECRET: "test-secret",
  GOOGLE_ISSUER: issuer,
};
const ORIGIN = "http://localhost:8787";
/** The address the local provider signs in as (test/oidc-server.global.ts). */
const OIDC_EMAIL = "google-user@example.com";

const request = (path: string, cookie?: string) =>
  app.request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {}, redirect: "manual" }, googleEnv);

function cookieValue(res: Response, name: string): string {
  const match = new RegExp(`${name}=([^;]*)`).exec(res.headers.get("set-cookie") ?? "");
  return match ? `${name}=${match[1]}` : "";
}

/** Starts the flow; optionally tampers with the authorization request; returns what the callback needs. */
async function startFlow(tamper: (url: URL) => void = () => undefined) {
  const start = await request("/api/auth/google?returnUrl=%2Fpanel%2Fprofile&ref=DEMO2026");
  expect(start.status).toBe(302);
  const stateCookie = cookieValue(start, "oidc_state");
  expect(start.headers.get("set-cookie")).toMatch(/HttpOnly/i);
  const authorize = new URL(start.headers.get("location") as string);
  expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorize.searchParams.get("scope")).toBe("openid email profile");
  tamper(authorize);
  const provider = await fetch(authorize, { redirect: "manual" });
  expect(provider.status).toBe(302);
  const back = new URL(provider.headers.get("location") as string);
  return {
    stateCookie,
    code: back.searchParams.get("code") as string,
    state: back.searchParams.get("state") as string,
  };
}

describe("Google sign-in (OpenID Connect against a local provider)", () => {
  it("reports whether it is configured", async () => {
    const off = await app.request("/api/auth/google/config", {}, env);
    expect((await off.json<{ data: { enabled: boolean } }>()).data.enabled).toBe(false);
    const on = await request("/api/auth/google/config");
    expect((await on.json<{ data: { enabled: boolean } }>()).data.enabled).toBe(true);
  });

  it("signs a new user in: refresh cookie set, back to /login with the return URL", async () => {
    const { stateCookie, code, state } = await startFlow();
    const done = await request(`/api/auth/google/callback?code=${code}&state=${state}`, stateCookie);
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/login?google=success&returnUrl=%2Fpanel%2Fprofile");
    const refresh = cookieValue(done, "refresh_token");
    expect(refresh.length).toBeGreaterThan(20);
    const tokens = await app.request("/api/auth/refresh", { method: "POST", headers: { cookie: refresh } }, googleEnv);
    expect(tokens.status).toBe(200);
    const user = await db().query.users.findFirst({ where: eq(users.email, "google-user@example.com") });
    expect(user).toMatchObject({ googleSub: "google-sub-123", passwordHash: null, phone: null });
  });

  it("rejects a wrong state", async () => {
    const { stateCookie, code } = await startFlow();
    const res = await request(`/api/auth/google/callback?code=${code}&state=forged-state`, stateCookie);
    expect(res.headers.get("location")).toBe("/login?google=error");
    expect(cookieValue(res, "refresh_token")).toBe("");
  });

  it("rejects a missing or forged state cookie", async () => {
    const { code, state } = await startFlow();
    expect((await request(`/api/auth/google/callback?code=${code}&state=${state}`)).headers.get("location")).toBe(
      "/login?google=error",
    );
    const forged = await request(
      `/api/auth/google/callback?code=${code}&state=${state}`,
      "oidc_state=eyJhbGciOiJIUzI1NiJ9.e30.x",
    );
    expect(forged.headers.get("location")).toBe("/login?google=error");
  });

  it("rejects an ID token whose nonce differs from the one we sent", async () => {
    const { stateCookie, code, state } = await startFlow((url) => url.searchParams.set("nonce", "attacker-nonce"));
    const res = await request(`/api/auth/google/callback?code=${code}&state=${state}`, stateCookie);
    expect(res.headers.get("location")).toBe("/login?google=error");
  });

  it("rejects a code bound to another PKCE challenge (our verifier does not match)", async () => {
    const { stateCookie, code, state } = await startFlow((url) =>
      url.searchParams.set("code_challenge", "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"),
    );
    const res = await request(`/api/auth/google/callback?code=${code}&state=${state}`, stateCookie);
    expect(res.headers.get("location")).toBe("/login?google=error");
  });

  it("never redirects outside the site", async () => {
    const start = await request("/api/auth/google?returnUrl=https%3A%2F%2Fevil.example%2F");
    const { stateCookie } = { stateCookie: cookieValue(start, "oidc_state") };
    const authorize = new URL(start.headers.get("location") as string);
    const provider = await fetch(authorize, { redirect: "manual" });
    const back = new URL(provider.headers.get("location") as string);
    const done = await request(
      `/api/auth/google/callback?code=${back.searchParams.get("code")}&state=${back.searchParams.get("state")}`,
      stateCookie,
    );
    expect(done.headers.get("location")).toBe("/login?google=success&returnUrl=%2Fpanel");
  });
});

describe("Google sign-in and accounts registered with a password", () => {
  /** A password account holding the email the local provider signs in as. */
  async function passwordAccount(emailVerifiedAt: number | null) {
    await db().delete(users).where(eq(users.email, OIDC_EMAIL));
    return createUser({ email: OIDC_EMAIL, googleSub: null, emailVerifiedAt });
  }

  async function googleSignIn() {
    const { stateCookie, code, state } = await startFlow();
    const done = await request(`/api/auth/google/callback?code=${code}&state=${state}`, stateCookie);
    expect(done.headers.get("location")).toMatch(/^\/login\?google=success/);
  }

  const passwordLogin = () =>
    app.request(
      "/api/auth/login",
      {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: OIDC_EMAIL, password: PASSWORD }),
      },
      googleEnv,
    );

  it("takes over an unverified account: password removed, its sessions revoked (pre-hijacking)", async () => {
    const squatter = await passwordAccount(null);
    const { token } = await signIn(squatter.email);
    await googleSignIn();
    const after = await db().query.users.findFirst({ where: eq(users.id, squatter.id) });
    expect(after).toMatchObject({ googleSub: "google-sub-123", passwordHash: null });
    expect(after?.emailVerifiedAt).not.toBeNull();
    expect(
      (await app.request("/api/users/me", { headers: { authorization: `Bearer ${token}` } }, googleEnv)).status,
    ).toBe(401);
    expect((await passwordLogin()).status).toBe(401);
  });

  it("links to a verified account and keeps its password", async () => {
    const owner = await passwordAccount(Date.now() - 1000);
    await googleSignIn();
    const after = await db().query.users.findFirst({ where: eq(users.id, owner.id) });
    expect(after?.googleSub).toBe("google-sub-123");
    expect(after?.passwordHash).toBe(owner.passwordHash);
    expect((await passwordLogin()).status).toBe(200);
  });

  it("checks returnUrl on the server with the panel's rule (control characters, backslashes)", async () => {
    for (const returnUrl of ["/panel\tx", "/\\evil.example", "javascript:alert(1)"]) {
      const start = await request(`/api/auth/google?returnUrl=${encodeURIComponent(returnUrl)}`);
      const authorize = new URL(start.headers.get("location") as string);
      const provider = await fetch(authorize, { redirect: "manual" });
      const back = new URL(provider.headers.get("location") as string);
      const done = await request(
        `/api/auth/google/callback?code=${back.searchParams.get("code")}&state=${back.searchParams.get("state")}`,
        cookieValue(start, "oidc_state"),
      );
      expect(done.headers.get("location"), returnUrl).toBe("/login?google=success&returnUrl=%2Fpanel");
    }
  });
});
