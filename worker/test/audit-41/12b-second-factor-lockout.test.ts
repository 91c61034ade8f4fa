/**
 * Issue 41, finding 12 (smaller items): "twenty wrong second-factor codes lock the real owner out
 * for an hour (count failures per network as well, so the owner's known device still gets in)".
 * Someone holding an admin's password signs in and sends 20 wrong codes: the owner, on the
 * browser where they passed the factor before and from another network, got 429 for an hour.
 */
import { env } from "cloudflare:workers";
import type { TotpSetupDto } from "@app/shared/schemas/mfa";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { app, createUser, signIn } from "../factories.ts";

const OWNER_IP = "203.0.113.10";
const ATTACKER_IP = "198.51.100.66";
const THIRD_IP = "192.0.2.77";

async function request(
  path: string,
  init: { ip: string; token: string; json?: unknown; cookie?: string; method?: string },
): Promise<Response> {
  const headers = new Headers({ "cf-connecting-ip": init.ip, authorization: `Bearer ${init.token}` });
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  return app.request(
    path,
    { method: init.method ?? "POST", headers, ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}) },
    env,
  );
}

const codeOf = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
const wrongCode = (secret: string, n: number) =>
  String((Number(codeOf(secret)) + 500_000 + n) % 1_000_000).padStart(6, "0");

describe("issue 41 (12b): wrong second-factor codes are counted per network as well", () => {
  it("locks the guesser's network, not the owner's known browser on another network", async () => {
    const admin = await createUser({ role: "admin" });

    // The owner sets up an authenticator app in their browser, at home.
    const owner = await signIn(admin.email);
    const setupRes = await request("/api/auth/mfa/totp", { ip: OWNER_IP, token: owner.token });
    expect(setupRes.status).toBe(201);
    const setup = (await setupRes.json<{ data: TotpSetupDto }>()).data;
    const confirmed = await request("/api/auth/mfa/totp/confirm", {
      ip: OWNER_IP,
      token: owner.token,
      json: { factorId: setup.factorId, code: codeOf(setup.secret), label: "Phone" },
    });
    expect(confirmed.status).toBe(201);
    const deviceCookie = /mfa_device=[^;]+/.exec(confirmed.headers.get("set-cookie") ?? "")?.[0];
    expect(deviceCookie).toBeDefined();

    // Someone with the password signs in elsewhere and guesses twenty codes.
    const attacker = await signIn(admin.email);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await request("/api/auth/mfa/verify", {
        ip: ATTACKER_IP,
        token: attacker.token,
        json: { method: "totp", code: wrongCode(setup.secret, i) },
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(19);
    expect(statuses.every((s) => s === 400 || s === 429)).toBe(true);
    // The guesser's network is locked, even for a right code.
    const locked = await request("/api/auth/mfa/verify", {
      ip: ATTACKER_IP,
      token: attacker.token,
      json: { method: "totp", code: codeOf(setup.secret, 1) },
    });
    expect(locked.status).toBe(429);

    // An unknown browser on yet another network still meets the account's count.
    const stranger = await signIn(admin.email);
    const elsewhere = await request("/api/auth/mfa/verify", {
      ip: THIRD_IP,
      token: stranger.token,
      json: { method: "totp", code: codeOf(setup.secret, 1) },
    });
    expect(elsewhere.status).toBe(429);

    // The owner signs in again on their own browser, at home, and gets in.
    const back = await signIn(admin.email);
    const passed = await request("/api/auth/mfa/verify", {
      ip: OWNER_IP,
      token: back.token,
      cookie: deviceCookie ?? "",
      json: { method: "totp", code: codeOf(setup.secret, 1) },
    });
    expect(passed.status, await passed.clone().text()).toBe(200);
    expect((await passed.json<{ data: { adminAccess: string } }>()).data.adminAccess).toBe("granted");
  });

  it("does not take a cookie made for another account", async () => {
    const first = await createUser({ role: "admin" });
    const second = await createUser({ role: "admin" });
    const one = await signIn(first.email);
    const setupRes = await request("/api/auth/mfa/totp", { ip: OWNER_IP, token: one.token });
    const setup = (await setupRes.json<{ data: TotpSetupDto }>()).data;
    const confirmed = await request("/api/auth/mfa/totp/confirm", {
      ip: OWNER_IP,
      token: one.token,
      json: { factorId: setup.factorId, code: codeOf(setup.secret), label: "Phone" },
    });
    const cookie = /mfa_device=[^;]+/.exec(confirmed.headers.get("set-cookie") ?? "")?.[0] ?? "";

    const two = await signIn(second.email);
    const other = (
      await (await request("/api/auth/mfa/totp", { ip: OWNER_IP, token: two.token })).json<{ data: TotpSetupDto }>()
    ).data;
    await request("/api/auth/mfa/totp/confirm", {
      ip: OWNER_IP,
      token: two.token,
      json: { factorId: other.factorId, code: codeOf(other.secret), label: "Phone" },
    });
    const guesser = await signIn(second.email);
    for (let i = 0; i < 20; i++) {
      await request("/api/auth/mfa/verify", {
        ip: ATTACKER_IP,
        token: guesser.token,
        json: { method: "totp", code: wrongCode(other.secret, i) },
      });
    }
    // The first admin's cookie does not spare the second account's count on a fresh network.
    const borrowed = await request("/api/auth/mfa/verify", {
      ip: THIRD_IP,
      token: (await signIn(second.email)).token,
      cookie,
      json: { method: "totp", code: codeOf(other.secret, 1) },
    });
    expect(borrowed.status).toBe(429);
  });
});
