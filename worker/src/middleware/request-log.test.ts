import { requestId } from "hono/request-id";
import { afterEach, describe, expect, it, vi } from "vitest";
import { send, tinyApp } from "../../test/tiny-app.ts";
import { AppError } from "../lib/errors.ts";
import { requestLog } from "./request-log.ts";

const app = tinyApp()
  .use(requestId())
  .use(requestLog)
  .get("/ok", (c) => c.text("fine"))
  .get("/missing", () => {
    throw AppError.notFound("Thing");
  });

afterEach(() => {
  vi.restoreAllMocks();
});

/** The JSON lines the middleware logged during `run`. */
async function logged(run: () => Response | Promise<Response>) {
  const log = vi.spyOn(console, "log").mockImplementation(() => {});
  const res = await run();
  const lines = log.mock.calls.map((args) => JSON.parse(String(args[0])) as Record<string, unknown>);
  return { res, lines };
}

describe("requestLog", () => {
  it("logs one info line per request with the request id the response carries", async () => {
    const { res, lines } = await logged(() => send(app, "/ok?secret=1"));
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "info", method: "GET", path: "/ok", status: 200 });
    expect(lines[0]?.requestId).toBe(res.headers.get("x-request-id"));
    expect(lines[0]?.ms).toBeTypeOf("number");
    expect(JSON.stringify(lines[0])).not.toContain("secret");
  });

  it("logs the status the error handler answered with", async () => {
    const { res, lines } = await logged(() => send(app, "/missing", { method: "GET" }));
    expect(res.status).toBe(404);
    expect(lines).toEqual([expect.objectContaining({ path: "/missing", status: 404 })]);
  });
});
