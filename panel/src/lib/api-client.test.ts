import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { D1_BOOKMARK_HEADER } from "@app/shared/api/envelope";
import { AUTH_MESSAGES } from "@app/shared/messages";
import { STORAGE_KEYS } from "@app/shared/storage-keys";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, failure, mockApi, type RecordedCall } from "../test/test-utils.tsx";
import {
  ApiError,
  api,
  apiDelete,
  apiGet,
  apiPost,
  apiPut,
  apiResponse,
  currentBookmark,
  setUnauthorizedHandler,
} from "./api-client.ts";

const forceLogout = vi.fn();
setUnauthorizedHandler(forceLogout);

beforeEach(() => {
  forceLogout.mockClear();
});

describe("api()", () => {
  it("calls /api + path with the bearer token, credentials and a JSON body, and unwraps data and meta", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok-1");
    const calls = mockApi({
      "POST /api/things": () =>
        new Response(JSON.stringify({ error: false, data: [{ id: 1 }], meta: { page: 2, limit: 10, total: 11 } })),
    });
    const result = await api<{ id: number }[]>("/things", { method: "POST", json: { a: 1 } });
    expect(result).toEqual({ data: [{ id: 1 }], meta: { page: 2, limit: 10, total: 11 } });
    const [call] = calls;
    expect(call?.path).toBe("/api/things");
    expect(call?.headers.get("Authorization")).toBe("Bearer tok-1");
    expect(call?.headers.get("Content-Type")).toBe("application/json");
    expect(call?.credentials).toBe("include");
    expect(call?.body).toEqual({ a: 1 });
  });

  it("sends no Authorization header without a token", async () => {
    const calls = mockApi({ "GET /api/x": () => envelope(1) });
    expect((await api<number>("/x")).data).toBe(1);
    expect(calls[0]?.headers.has("Authorization")).toBe(false);
  });

  it("throws an ApiError with the envelope's code, message, status and details", async () => {
    const details = { fields: [{ field: "email", message: "email must be a valid email" }] };
    mockApi({ "POST /api/x": () => failure(400, "email must be a valid email", "VALIDATION_ERROR", details) });
    const error = await api("/x", { method: "POST", json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "email must be a valid email",
      status: 400,
      details,
    });
  });

  it("sends the newest D1 bookmark it has seen, so reads follow the tab's own writes", async () => {
    const older = "00000000-00000010-00000000-00000000000000000000000000000000";
    const newer = "00000000-00000018-00000000-00000000000000000000000000000000";
    const sent: (string | null)[] = [];
    const answer = (bookmark: string) => (call: RecordedCall) => {
      sent.push(call.headers.get(D1_BOOKMARK_HEADER));
      const response = envelope({});
      response.headers.set(D1_BOOKMARK_HEADER, bookmark);
      return response;
    };
    mockApi({ "PUT /api/users/me": answer(newer), "GET /api/users/me": answer(older) });
    await api("/users/me", { method: "PUT", json: {} });
    expect(currentBookmark()).toBe(newer);
    await api("/users/me");
    // An older bookmark in an answer (a replica behind the primary) does not replace the newer one.
    expect(currentBookmark()).toBe(newer);
    await api("/users/me");
    expect(sent.slice(1)).toEqual([newer, newer]);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.d1Bookmark)).toBe(newer);
  });

  it("turns a network failure into ApiError NETWORK", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    await expect(api("/x")).rejects.toMatchObject({ code: "NETWORK", status: 0 });
    expect(forceLogout).not.toHaveBeenCalled();
  });

  it("treats a body that cannot be read (the page is leaving) as NETWORK, never as a reason to log out", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok-1");
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.error(new TypeError("network error"));
      },
    });
    mockApi({ "GET /api/users/me": () => new Response(broken, { status: 200 }) });
    const error = await api("/users/me").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "NETWORK", status: 0 });
    expect(forceLogout).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe("tok-1");
  });

  it("forces the logout on a 401 when a session token was sent", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok-1");
    mockApi({ "GET /api/x": () => failure(401, AUTH_MESSAGES.anotherBrowserLoggedIn) });
    await expect(api("/x")).rejects.toMatchObject({ status: 401 });
    expect(forceLogout).toHaveBeenCalledTimes(1);
  });

  it("forces the logout on a session message (docs/product.md#session-messages) whatever the status (403 insufficient permissions)", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok-1");
    mockApi({ "GET /api/x": () => failure(403, AUTH_MESSAGES.forbidden, "FORBIDDEN") });
    await expect(api("/x")).rejects.toMatchObject({ status: 403 });
    expect(forceLogout).toHaveBeenCalledTimes(1);
  });

  it("does not force a logout for other errors, for visitors without a token, or when told not to", async () => {
    mockApi({
      "GET /api/404": () => failure(404, "Not found", "NOT_FOUND"),
      "POST /api/auth/login": () => failure(401, "Invalid email or password"),
    });
    await expect(api("/auth/login", { method: "POST", json: {} })).rejects.toMatchObject({ status: 401 });
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok-1");
    await expect(api("/404")).rejects.toMatchObject({ code: "NOT_FOUND" });
    mockApi({ "POST /api/auth/logout": () => failure(401, "Unauthorized") });
    await expect(api("/auth/logout", { method: "POST", skipForcedLogout: true })).rejects.toBeInstanceOf(ApiError);
    expect(forceLogout).not.toHaveBeenCalled();
  });

  it("treats a non-JSON error answer as an ApiError with the status", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>bad gateway</html>", { status: 502, statusText: "Bad Gateway" })),
    );
    await expect(api("/x")).rejects.toMatchObject({ status: 502, code: "INTERNAL_ERROR" });
  });
});

describe("apiResponse()", () => {
  it("returns the raw response, with the bearer token and credentials", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok-2");
    const calls = mockApi({ "GET /api/users/export": () => new Response("a,b\n1,2\n", { status: 200 }) });
    const response = await apiResponse("/users/export?status=active");
    expect(await response.text()).toBe("a,b\n1,2\n");
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer tok-2");
    expect(calls[0]?.search).toBe("?status=active");
    expect(calls[0]?.credentials).toBe("include");
  });

  it("forces the logout on 401", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "tok-2");
    mockApi({ "GET /api/users/export": () => failure(401, "Unauthorized") });
    expect((await apiResponse("/users/export")).status).toBe(401);
    expect(forceLogout).toHaveBeenCalledTimes(1);
  });
});

describe("an expired access token", () => {
  it("is refreshed once and the call sent again, without a logout", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "expired-1");
    const calls = mockApi({
      "GET /api/me": (call) =>
        call.headers.get("Authorization") === "Bearer fresh-1"
          ? envelope({ ok: true })
          : failure(401, AUTH_MESSAGES.jwtExpired, "UNAUTHORIZED"),
      "POST /api/auth/refresh": () => envelope({ token: "fresh-1" }),
    });
    expect((await api<{ ok: boolean }>("/me")).data).toEqual({ ok: true });
    expect(calls.map((c) => c.path)).toEqual(["/api/me", "/api/auth/refresh", "/api/me"]);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBe("fresh-1");
    expect(forceLogout).not.toHaveBeenCalled();
  });

  it("is refreshed once for calls that fail together (the other waits and takes the new token)", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "expired-2");
    const calls = mockApi({
      "GET /api/a": (call) =>
        call.headers.get("Authorization") === "Bearer fresh-2"
          ? envelope("a")
          : failure(401, AUTH_MESSAGES.jwtExpired, "UNAUTHORIZED"),
      "GET /api/b": (call) =>
        call.headers.get("Authorization") === "Bearer fresh-2"
          ? envelope("b")
          : failure(401, AUTH_MESSAGES.jwtExpired, "UNAUTHORIZED"),
      "POST /api/auth/refresh": () => envelope({ token: "fresh-2" }),
    });
    const [a, b] = await Promise.all([api<string>("/a"), api<string>("/b")]);
    expect([a.data, b.data]).toEqual(["a", "b"]);
    expect(calls.filter((c) => c.path === "/api/auth/refresh")).toHaveLength(1);
  });

  it("logs the user out when the refresh fails too", async () => {
    window.localStorage.setItem(STORAGE_KEYS.authToken, "expired-3");
    mockApi({
      "GET /api/me": () => failure(401, AUTH_MESSAGES.jwtExpired, "UNAUTHORIZED"),
      "POST /api/auth/refresh": () => failure(401, AUTH_MESSAGES.sessionInvalid, "UNAUTHORIZED"),
    });
    await expect(api("/me")).rejects.toMatchObject({ status: 401 });
    expect(forceLogout).toHaveBeenCalledWith(AUTH_MESSAGES.jwtExpired);
  });
});

describe("typed calls (decision 072)", () => {
  it("fill the documented path's parameters, write the query and send the method and body", async () => {
    const calls = mockApi({
      "GET /api/services/a%2Fb/accounts": () => envelope([]),
      "GET /api/vouchers": () =>
        new Response(JSON.stringify({ error: false, data: [], meta: { page: 2, limit: 20, total: 0 } })),
      "POST /api/vouchers/preview": () => envelope({ valid: false }),
      "PUT /api/users/me": () => envelope({}),
      "DELETE /api/notifications/n-1": () => envelope({ deleted: true }),
    });
    expect((await apiGet("/services/{uuid}/accounts", { path: { uuid: "a/b" } })).data).toEqual([]);
    const page = await apiGet("/vouchers", { query: { page: 2, limit: 20, search: "", status: "active" } });
    expect(page.meta).toEqual({ page: 2, limit: 20, total: 0 });
    await apiPost("/vouchers/preview", { json: { code: "SPRING" } });
    await apiPut("/users/me", { json: { locale: "id" } });
    await apiDelete("/notifications/{uuid}", { path: { uuid: "n-1" } });
    expect(calls.map((c) => `${c.method} ${c.path}${c.search}`)).toEqual([
      "GET /api/services/a%2Fb/accounts",
      "GET /api/vouchers?page=2&limit=20&status=active",
      "POST /api/vouchers/preview",
      "PUT /api/users/me",
      "DELETE /api/notifications/n-1",
    ]);
    expect(calls[2]?.body).toEqual({ code: "SPRING" });
  });

  it("are checked against the operations by the typecheck", () => {
    // Each line is a mistake `tsc -p panel` must keep rejecting; none of them runs.
    const never = (): void => {
      // @ts-expect-error not a documented path
      void apiGet("/vouchers/list");
      // @ts-expect-error the path parameter is missing
      void apiGet("/services/{uuid}/accounts");
      // @ts-expect-error a query field the operation does not read
      void apiGet("/vouchers", { query: { stauts: "active" } });
      // @ts-expect-error the body is required
      void apiPost("/vouchers/preview");
      // @ts-expect-error DELETE has no such operation
      void apiDelete("/vouchers");
      void apiGet("/users/me").then(({ data }) => {
        // @ts-expect-error the answer has no such field
        void data.emial;
      });
      void apiGet("/email-blasts/status/{id}", { path: { id: "b" } }).catch((error: ApiError) => {
        // @ts-expect-error not a code of the error catalogue
        if (error.code === "BLAST_NOT_RUNING") return;
      });
    };
    expect(typeof never).toBe("function");
  });

  it("leave few answers picked by hand in the panel", () => {
    const src = path.resolve(import.meta.dirname, "..");
    const picked = (readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith("api-client.ts"))
      .flatMap((file) => readFileSync(path.join(src, file), "utf8").match(/\bapi<[^>(]+>\(/g) ?? []);
    // The WebAuthn calls: the browser's types are stricter than the documented shapes (security/api.ts).
    expect(picked.length).toBeLessThanOrEqual(3);
  });
});
