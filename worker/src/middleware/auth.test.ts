import { AUTH_MESSAGES } from "@app/shared/messages";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createUser, db, signIn } from "../../test/factories.ts";
import { send, tinyApp } from "../../test/tiny-app.ts";
import { users } from "../db/schema.ts";
import { bearerToken, requireAdmin, requireAuth } from "./auth.ts";

const app = tinyApp()
  .get("/me", requireAuth, (c) => c.json({ id: c.var.auth.user.id, session: c.var.auth.session.id }))
  .get("/admin", requireAdmin, (c) => c.json({ id: c.var.auth.user.id }))
  .get("/both", requireAuth, requireAdmin, (c) => c.json({ id: c.var.auth.user.id }));

const as = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
const error = async (res: Response) => res.json<{ code: string; message: string }>();

describe("bearerToken", () => {
  it("takes the token of a Bearer header, trimmed; anything else is no token", () => {
    expect(bearerToken("Bearer abc.def")).toBe("abc.def");
    expect(bearerToken("Bearer   abc  ")).toBe("abc");
    expect(bearerToken("bearer abc")).toBe("");
    expect(bearerToken("Basic dXNlcjpwYXNz")).toBe("");
    expect(bearerToken("Bearer ")).toBe("");
    expect(bearerToken(undefined)).toBe("");
  });
});

describe("requireAuth", () => {
  it("sets the signed-in user and session", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const res = await send(app, "/me", as(token));
    expect(res.status).toBe(200);
    const body = await res.json<{ id: string; session: string }>();
    expect(body.id).toBe(user.id);
    expect(body.session).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers 401 with the reason: no token, a bad token, a suspended user, a replaced session", async () => {
    const missing = await send(app, "/me");
    expect(missing.status).toBe(401);
    expect(await error(missing)).toEqual({ code: "UNAUTHORIZED", message: AUTH_MESSAGES.unauthorized });
    expect((await error(await send(app, "/me", as("not-a-jwt")))).message).toBe(AUTH_MESSAGES.invalidToken);

    const user = await createUser();
    const first = await signIn(user.email);
    await signIn(user.email);
    expect((await error(await send(app, "/me", as(first.token)))).message).toBe(AUTH_MESSAGES.anotherBrowserLoggedIn);

    const suspended = await createUser();
    const { token } = await signIn(suspended.email);
    await db().update(users).set({ status: "suspended" }).where(eq(users.id, suspended.id));
    const res = await send(app, "/me", as(token));
    expect(res.status).toBe(401);
    expect((await error(res)).message).toBe(AUTH_MESSAGES.suspended);
  });
});

describe("requireAdmin", () => {
  it("401 for visitors, 403 for users, through for admins (alone or after requireAuth)", async () => {
    expect((await send(app, "/admin")).status).toBe(401);
    const user = await createUser();
    const userToken = (await signIn(user.email)).token;
    const forbidden = await send(app, "/admin", as(userToken));
    expect(forbidden.status).toBe(403);
    expect(await error(forbidden)).toEqual({ code: "FORBIDDEN", message: AUTH_MESSAGES.forbidden });
    expect((await send(app, "/both", as(userToken))).status).toBe(403);

    const admin = await createUser({ role: "admin" });
    const adminToken = (await signIn(admin.email)).token;
    for (const path of ["/admin", "/both"]) {
      const res = await send(app, path, as(adminToken));
      expect(res.status, path).toBe(200);
      expect((await res.json<{ id: string }>()).id).toBe(admin.id);
    }
  });
});
