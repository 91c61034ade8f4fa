import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { failure, makeUser, mockApi } from "../../test/test-utils.tsx";
import { setUnauthorizedHandler } from "../api-client.ts";
import { checkSession, INVALID_SESSION, isProfileComplete } from "./session.ts";

const forceLogout = vi.fn();
setUnauthorizedHandler(forceLogout);

beforeEach(() => forceLogout.mockClear());

const token = () => window.localStorage.getItem(STORAGE_KEYS.authToken);

describe("checkSession (docs/product.md#sessions-in-the-browser)", () => {
  it("is invalid at once without a token, without any call", async () => {
    const calls = mockApi({});
    expect(await checkSession()).toEqual(INVALID_SESSION);
    expect(calls).toHaveLength(0);
  });

  it("validates the token, then merges GET /users/me into the user", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok");
    const validated = makeUser({ phone: null, name: "Old" });
    const calls = mockApi({
      "GET /api/auth/validate": () => ({ body: { valid: true, user: validated } }),
      "GET /api/users/me": () => ({ body: { ...validated, phone: "+6281234567890", name: "New" } }),
    });
    const session = await checkSession();
    expect(session.valid).toBe(true);
    expect(session.user).toMatchObject({ name: "New", phone: "+6281234567890", email: validated.email });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /api/auth/validate", "GET /api/users/me"]);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer tok");
    expect(calls[0]?.credentials).toBe("include");
    expect(token()).toBe("tok");
  });

  it("clears the token when validate answers valid: false", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok");
    const calls = mockApi({ "GET /api/auth/validate": () => ({ body: { valid: false, user: null } }) });
    expect(await checkSession()).toEqual(INVALID_SESSION);
    expect(token()).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it("clears the token when /users/me fails", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok");
    mockApi({
      "GET /api/auth/validate": () => ({ body: { valid: true, user: makeUser() } }),
      "GET /api/users/me": () => failure(500, "boom", "INTERNAL_ERROR"),
    });
    expect(await checkSession()).toEqual(INVALID_SESSION);
    expect(token()).toBeNull();
  });

  it("on a non-ok validate answer: token cleared, invalid, forced logout (docs/product.md#sessions-in-the-browser)", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok");
    mockApi({ "GET /api/auth/validate": () => failure(401, "Another browser has logged in with your account.") });
    expect(await checkSession()).toEqual(INVALID_SESSION);
    expect(token()).toBeNull();
    expect(forceLogout).toHaveBeenCalled();
  });

  it("on a network error: invalid for now, the token kept and no forced logout (docs/product.md#sessions-in-the-browser)", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok");
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    expect(await checkSession()).toEqual(INVALID_SESSION);
    expect(token()).toBe("tok");
    expect(forceLogout).not.toHaveBeenCalled();
  });
});

describe("isProfileComplete (docs/product.md#forms-and-validation)", () => {
  it("needs both phone and country", () => {
    expect(isProfileComplete(makeUser())).toBe(true);
    expect(isProfileComplete(makeUser({ phone: null }))).toBe(false);
    expect(isProfileComplete(makeUser({ country: null }))).toBe(false);
    expect(isProfileComplete(makeUser({ phone: "", country: "ID" }))).toBe(false);
    expect(isProfileComplete(null)).toBe(false);
  });
});
