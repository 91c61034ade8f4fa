import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { describe, expect, it, vi } from "vitest";
import { dataLayerEvents, failure, makeUser, mockApi } from "../../test/test-utils.tsx";
import { createQueryClient } from "../query-client.ts";
import { logout } from "./logout.ts";
import { INVALID_SESSION, SESSION_QUERY_KEY } from "./session.ts";

function signedInCache() {
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, { valid: true, user: makeUser() });
  client.setQueryData(["users", "devices", "active"], [{ id: "d1" }]);
  window.localStorage.setItem(STORAGE_KEYS.authToken, "tok");
  return client;
}

describe("logout (docs/product.md#sessions-in-the-browser)", () => {
  it("calls POST /api/auth/logout with the token, clears it and marks the session invalid", async () => {
    const client = signedInCache();
    const calls = mockApi({ "POST /api/auth/logout": () => ({ body: null }) });
    await logout();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/auth/logout"]);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer tok");
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual(INVALID_SESSION);
    expect(client.getQueryData(["users", "devices", "active"])).toBeUndefined();
    expect(dataLayerEvents()).toContain("logout");
  });

  it("does the same when the server call fails", async () => {
    const client = signedInCache();
    mockApi({ "POST /api/auth/logout": () => failure(500, "boom", "INTERNAL_ERROR") });
    await logout();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual(INVALID_SESSION);
  });

  it("does the same when the network is down", async () => {
    const client = signedInCache();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("offline");
      }),
    );
    await logout();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(client.getQueryData(SESSION_QUERY_KEY)).toEqual(INVALID_SESSION);
  });
});
