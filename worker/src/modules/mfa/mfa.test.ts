import { env } from "cloudflare:workers";
import type { MfaPassedDto, MfaStatusDto, TotpSetupDto } from "@app/shared/schemas/mfa";
import type { UserDto } from "@app/shared/schemas/users";
import { eq } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { describe, expect, it } from "vitest";
import { ADMIN_ROUTES, SECOND_FACTOR_ROUTES } from "../../../test/admin-routes.ts";
import { app, createUser, db, errorOf, signIn } from "../../../test/factories.ts";
import { softwareAuthenticator } from "../../../test/software-authenticator.ts";
import { auditLog, mfaFactors } from "../../db/schema.ts";

const required = { ...env, ADMIN_MFA: "required" };
const concrete = (path: string) => path.replace(/:[^/]+/g, "00000000-0000-4000-8000-000000000000");

/** Calls the app with the setting that makes the second factor mandatory. */
async function request(path: string, init: { method?: string; token?: string; json?: unknown } = {}) {
  const headers = new Headers({ "cf-connecting-ip": `198.51.100.${Math.floor(Math.random() * 250)}` });
  if (init.token) headers.set("authorization", `Bearer ${init.token}`);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  return app.request(
    path,
    {
      method: init.method ?? "GET",
      headers,
      ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
    },
    required,
  );
}
async function data<T>(res: Response, status = 200): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}
const me = async (token: string) => data<UserDto>(await request("/api/users/me", { token }));

/** A code of the authenticator app `steps` periods from now (a fresh one: codes are single-use). */
const codeOf = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function newAdmin() {
  const admin = await createUser({ role: "admin" });
  return { ...admin, session: () => signIn(admin.email).then((s) => s.token) };
}

/** Sets up an authenticator app in a session: the secret and the recovery codes. */
async function enrolApp(token: string) {
  const setup = await data<TotpSetupDto>(await request("/api/auth/mfa/totp", { method: "POST", token }), 201);
  const passed = await data<MfaPassedDto>(
    await request("/api/auth/mfa/totp/confirm", {
      method: "POST",
      token,
      json: { factorId: setup.factorId, code: codeOf(setup.secret), label: "Phone" },
    }),
    201,
  );
  return { setup, passed };
}

/** Every requireAdmin route (the second-factor routes aside) answers 403 with this code. */
async function adminRoutesAnswer(token: string) {
  const codes = new Set<string>();
  for (const entry of ADMIN_ROUTES.filter((r) => !SECOND_FACTOR_ROUTES.includes(r))) {
    const [method, path] = entry.split(" ") as [string, string];
    const res = await request(concrete(path), { method, token, ...(method === "GET" ? {} : { json: {} }) });
    codes.add(res.status === 403 ? (await errorOf(res)).code : String(res.status));
  }
  return [...codes];
}

describe("admin second factor: the setting", () => {
  it("makes an admin without a factor set one up before any admin route answers", async () => {
    const admin = await newAdmin();
    const token = await admin.session();
    expect(await me(token)).toMatchObject({ role: "admin", adminAccess: "enroll" });
    expect(await adminRoutesAnswer(token)).toEqual(["MFA_SETUP_REQUIRED"]);

    const { passed } = await enrolApp(token);
    expect(passed.adminAccess).toBe("granted");
    expect(passed.recoveryCodes).toHaveLength(10);
    expect(new Set(passed.recoveryCodes).size).toBe(10);
    expect(await me(token)).toMatchObject({ role: "admin", adminAccess: "granted" });
    expect((await request("/api/users/list/pagination", { token })).status).toBe(200);
  });

  it("leaves admins without a factor alone where it is optional, and users are never asked", async () => {
    const admin = await createUser({ role: "admin" });
    const { token } = await signIn(admin.email);
    const optional = await app.request(
      "/api/users/list/pagination",
      { headers: { authorization: `Bearer ${token}` } },
      env,
    );
    expect(optional.status).toBe(200);
    const user = await createUser();
    const userToken = (await signIn(user.email)).token;
    expect(await me(userToken)).toMatchObject({ role: "user", adminAccess: null });
    const res = await request("/api/auth/mfa", { token: userToken });
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe("FORBIDDEN");
  });
});

describe("admin second factor: authenticator app", () => {
  it("asks every later session for a code, accepts each code once and treats the admin as a user until then", async () => {
    const admin = await newAdmin();
    const { setup } = await enrolApp(await admin.session());

    // Even where the setting is optional, an account with a factor must pass it.
    const token = await admin.session();
    expect(await me(token)).toMatchObject({ role: "admin", adminAccess: "verify" });
    expect(await adminRoutesAnswer(token)).toEqual(["MFA_REQUIRED"]);
    const optional = await app.request(
      "/api/users/list/pagination",
      { headers: { authorization: `Bearer ${token}` } },
      env,
    );
    expect((await errorOf(optional)).code).toBe("MFA_REQUIRED");

    const wrong = await request("/api/auth/mfa/verify", {
      method: "POST",
      token,
      json: { method: "totp", code: String((Number(codeOf(setup.secret)) + 500_000) % 1_000_000).padStart(6, "0") },
    });
    expect(wrong.status).toBe(400);
    const wrongBody = await errorOf(wrong);
    expect(wrongBody.code).toBe("MFA_CODE_INVALID");
    expect(wrongBody.details?.fields?.map((f) => f.field)).toEqual(["code"]);

    const code = codeOf(setup.secret, 1);
    const passed = await request("/api/auth/mfa/verify", { method: "POST", token, json: { method: "totp", code } });
    expect((await data<MfaPassedDto>(passed)).adminAccess).toBe("granted");
    expect((await request("/api/users/list/pagination", { token })).status).toBe(200);

    // The same code in another session: refused, it was spent.
    const next = await admin.session();
    const replay = await request("/api/auth/mfa/verify", {
      method: "POST",
      token: next,
      json: { method: "totp", code },
    });
    expect((await errorOf(replay)).code).toBe("MFA_CODE_INVALID");
    // A code that formats like an app shows it ("123 456") is read as the six digits.
    const spaced = `${codeOf(setup.secret, -1).slice(0, 3)} ${codeOf(setup.secret, -1).slice(3)}`;
    expect(
      (await request("/api/auth/mfa/verify", { method: "POST", token: next, json: { method: "totp", code: spaced } }))
        .status,
    ).toBe(400);

    const actions = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(actions.map((a) => a.action).sort()).toEqual(["mfa.factor_add", "mfa.verify"]);
  });

  it("accepts a recovery code once", async () => {
    const admin = await newAdmin();
    const { passed } = await enrolApp(await admin.session());
    const [first] = passed.recoveryCodes ?? [];
    const token = await admin.session();
    const res = await request("/api/auth/mfa/verify", {
      method: "POST",
      token,
      json: { method: "recovery", code: first?.toUpperCase() },
    });
    expect(await data<MfaPassedDto>(res)).toMatchObject({ adminAccess: "granted", recoveryCodesLeft: 9 });
    const again = await request("/api/auth/mfa/verify", {
      method: "POST",
      token: await admin.session(),
      json: { method: "recovery", code: first },
    });
    expect((await errorOf(again)).code).toBe("MFA_CODE_INVALID");
  });

  it("does not let a session that has not passed the factor change the factors", async () => {
    const admin = await newAdmin();
    await enrolApp(await admin.session());
    const token = await admin.session();
    const [factor] = await db().select().from(mfaFactors).where(eq(mfaFactors.userId, admin.id));
    for (const [method, path] of [
      ["POST", "/api/auth/mfa/totp"],
      ["POST", "/api/auth/mfa/passkeys/options"],
      ["POST", "/api/auth/mfa/recovery-codes"],
      ["DELETE", `/api/auth/mfa/factors/${factor?.id}`],
    ] as const) {
      const res = await request(path, { method, token });
      expect(res.status, path).toBe(403);
      expect((await errorOf(res)).code).toBe("MFA_REQUIRED");
    }
    expect(await db().select().from(mfaFactors).where(eq(mfaFactors.userId, admin.id))).toHaveLength(1);
  });

  it("stops guessing after 20 codes an hour", async () => {
    const admin = await newAdmin();
    const { setup } = await enrolApp(await admin.session());
    const token = await admin.session();
    const wrong = (n: number) => String((Number(codeOf(setup.secret)) + 500_000 + n) % 1_000_000).padStart(6, "0");
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push(
        (await request("/api/auth/mfa/verify", { method: "POST", token, json: { method: "totp", code: wrong(i) } }))
          .status,
      );
    }
    // The code that confirmed the app counted too: 19 wrong ones are left, then even a right one waits.
    expect(statuses).toEqual([...Array(19).fill(400), 429]);
    const right = await request("/api/auth/mfa/verify", {
      method: "POST",
      token,
      json: { method: "totp", code: codeOf(setup.secret, 1) },
    });
    expect(right.status).toBe(429);
  });

  it("turns the factor off with the last one removed, and the mandatory setting asks again", async () => {
    const admin = await newAdmin();
    const token = await admin.session();
    await enrolApp(token);
    const status = await data<MfaStatusDto>(await request("/api/auth/mfa", { token }));
    expect(status).toMatchObject({ mandatory: true, adminAccess: "granted", recoveryCodesLeft: 10 });
    expect(status.factors.map((f) => [f.kind, f.label])).toEqual([["totp", "Phone"]]);
    const removed = await request(`/api/auth/mfa/factors/${status.factors[0]?.id}`, { method: "DELETE", token });
    expect(await data<MfaStatusDto>(removed)).toMatchObject({ factors: [], recoveryCodesLeft: 0 });
    expect(await me(await admin.session())).toMatchObject({ adminAccess: "enroll" });
  });
});

describe("admin second factor: passkeys", () => {
  it("registers a passkey and passes later sessions with it, each challenge once", async () => {
    const admin = await newAdmin();
    const token = await admin.session();
    const authenticator = await softwareAuthenticator(env.APP_ORIGIN);
    const options = await data<{ challenge: string; rp: { id: string } }>(
      await request("/api/auth/mfa/passkeys/options", { method: "POST", token }),
    );
    expect(options.rp.id).toBe("localhost");
    // Signed for another site: refused, and that challenge is spent.
    const phished = await request("/api/auth/mfa/passkeys", {
      method: "POST",
      token,
      json: { credential: await authenticator.register(options, { origin: "https://evil.example" }), label: "Key" },
    });
    expect((await errorOf(phished)).code).toBe("MFA_PASSKEY_INVALID");
    const fresh = await data<{ challenge: string }>(
      await request("/api/auth/mfa/passkeys/options", { method: "POST", token }),
    );
    const registered = await request("/api/auth/mfa/passkeys", {
      method: "POST",
      token,
      json: { credential: await authenticator.register(fresh), label: "Laptop" },
    });
    expect((await data<MfaPassedDto>(registered, 201)).recoveryCodes).toHaveLength(10);

    const next = await admin.session();
    expect(await adminRoutesAnswer(next)).toEqual(["MFA_REQUIRED"]);
    const challenge = await data<{ challenge: string; allowCredentials: { id: string }[] }>(
      await request("/api/auth/mfa/verify/options", { method: "POST", token: next }),
    );
    expect(challenge.allowCredentials.map((c) => c.id)).toEqual([authenticator.id]);
    const assertion = await authenticator.assert(challenge);
    const passed = await request("/api/auth/mfa/verify", {
      method: "POST",
      token: next,
      json: { method: "passkey", credential: assertion },
    });
    expect((await data<MfaPassedDto>(passed)).adminAccess).toBe("granted");
    expect((await request("/api/users/list/pagination", { token: next })).status).toBe(200);

    // The same signed answer again, in another session: its challenge is gone.
    const replay = await request("/api/auth/mfa/verify", {
      method: "POST",
      token: await admin.session(),
      json: { method: "passkey", credential: assertion },
    });
    expect((await errorOf(replay)).code).toBe("MFA_PASSKEY_INVALID");
    const [row] = await db().select().from(mfaFactors).where(eq(mfaFactors.userId, admin.id));
    expect(row).toMatchObject({ kind: "passkey", label: "Laptop", signCount: 1 });
  });
});
