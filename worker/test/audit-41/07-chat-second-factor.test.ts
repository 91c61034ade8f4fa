/**
 * Issue 41, finding 7: "Live chat ignores the second factor (low). An admin session that has not
 * passed its second factor joins a conversation as admin. It is a user there, as on every admin
 * route."
 */
import type { SupportLiveEvent, SupportLiveTicket, SupportPostResult } from "@app/shared/schemas/support";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../src/db/schema.ts";
import { call, createUser, db, signIn } from "../factories.ts";

type Presence = Extract<SupportLiveEvent, { type: "presence" }>;

async function data<T>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json<{ data: T }>()).data;
}

/** Opens the conversation's socket in the token's session; resolves with its first presence event. */
async function join(token: string, uuid: string) {
  const { path } = await data<SupportLiveTicket>(
    await call(`/api/support/conversations/${uuid}/live-ticket`, { method: "POST", token }),
    201,
  );
  const res = await call(path, { headers: { Upgrade: "websocket" } });
  expect(res.status).toBe(101);
  const ws = res.webSocket;
  if (!ws) throw new Error("no socket");
  const presence = new Promise<Presence>((resolve) =>
    ws.addEventListener("message", (e) => {
      const event = JSON.parse(String(e.data)) as SupportLiveEvent;
      if (event.type === "presence") resolve(event);
    }),
  );
  ws.accept();
  const first = await Promise.race([
    presence,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no presence")), 5_000)),
  ]);
  return { ws, first };
}

describe("issue 41 (7): the live chat and the admin second factor", () => {
  it("an admin session that has not passed its second factor is a user in the room", async () => {
    // An admin with an authenticator app, signed in with the password only: adminAccess "verify".
    const admin = await createUser({ role: "admin", name: "Half Admin", mfaEnabledAt: Date.now() });
    const { token } = await signIn(admin.email);
    const started = await data<SupportPostResult>(
      await call("/api/support/conversations", { method: "POST", token, json: { message: "Hello from me" } }),
      201,
    );
    const uuid = started.conversation.uuid;

    const unverified = await join(token, uuid);
    expect(unverified.first).toMatchObject({ userConnected: true, adminConnected: false });
    unverified.ws.close(1000, "bye");

    // Someone else's conversation stays out of reach, as on the HTTP routes.
    const other = await createUser();
    const theirs = await data<SupportPostResult>(
      await call("/api/support/conversations", {
        method: "POST",
        token: (await signIn(other.email)).token,
        json: { message: "Mine" },
      }),
      201,
    );
    const refused = await call(`/api/support/conversations/${theirs.conversation.uuid}/live-ticket`, {
      method: "POST",
      token,
    });
    expect(refused.status).toBe(404);

    // Once the session passes the factor, the same admin joins as admin.
    await db().update(sessions).set({ mfaVerifiedAt: Date.now() }).where(eq(sessions.userId, admin.id));
    const verified = await join(token, theirs.conversation.uuid);
    expect(verified.first).toMatchObject({ adminConnected: true });
    verified.ws.close(1000, "bye");
  });
});
