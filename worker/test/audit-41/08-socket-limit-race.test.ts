/**
 * Issue 41, finding 8: "The socket limit can be raced (low). 14 sockets opened at once for one
 * user and room all connect (limit 5). Make the count atomic."
 */
import type { SupportLiveTicket, SupportPostResult } from "@app/shared/schemas/support";
import { describe, expect, it } from "vitest";
import { SOCKET_LIMITS } from "../../src/modules/support/support-room.ts";
import { call, createUser, signIn } from "../factories.ts";

async function data<T>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json<{ data: T }>()).data;
}

describe("issue 41 (8): the per-user socket limit of a room", () => {
  it("accepts at most the limit of 14 sockets opened at once", async () => {
    const user = await createUser({ name: "Racer" });
    const { token } = await signIn(user.email);
    const { conversation } = await data<SupportPostResult>(
      await call("/api/support/conversations", { method: "POST", token, json: { message: "Hi" } }),
      201,
    );
    const paths: string[] = [];
    for (let i = 0; i < 14; i++) {
      const ticket = await data<SupportLiveTicket>(
        await call(`/api/support/conversations/${conversation.uuid}/live-ticket`, { method: "POST", token }),
        201,
      );
      paths.push(ticket.path);
    }
    const answers = await Promise.all(paths.map((path) => call(path, { headers: { Upgrade: "websocket" } })));
    const accepted = answers.filter((res) => res.status === 101);
    expect(answers.every((res) => res.status === 101 || res.status === 429)).toBe(true);
    expect(accepted.length).toBe(SOCKET_LIMITS.perUser);
    for (const res of accepted) {
      res.webSocket?.accept();
      res.webSocket?.close(1000, "bye");
    }
  });
});
