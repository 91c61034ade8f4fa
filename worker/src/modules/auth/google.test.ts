import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { app, db } from "../../../test/factories.ts";
import { users } from "../../db/schema.ts";

const issuer = inject("oidcIssuer");
const googleEnv = {
  ...env,
  GOOGLE_CLIENT_ID: "test-client",
  GOOGLE_CLIENT_SECRET: "test-secret",
  GOOGLE_ISSUER: issuer,
};
const ORIGIN = "http://localhost:8787";

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
