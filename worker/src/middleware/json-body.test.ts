import { describe, expect, it } from "vitest";
import { send, tinyApp } from "../../test/tiny-app.ts";
import { jsonBody } from "./json-body.ts";

const app = tinyApp()
  .use(jsonBody)
  .post("/parsed", async (c) => c.json({ body: await c.req.json() }))
  // Webhooks verify signatures on the exact bytes: the raw text must survive the check.
  .post("/raw", async (c) => c.text(await c.req.text()))
  .delete("/parsed", async (c) => c.json({ body: await c.req.json() }))
  .post("/form", async (c) => c.text(await c.req.text()));

const json = (method: string, body: string, headers: Record<string, string> = {}) => ({
  method,
  headers: { "content-type": "application/json", ...headers },
  body,
});

describe("jsonBody", () => {
  it("answers 400 INVALID_JSON to a malformed JSON body on every body method", async () => {
    for (const method of ["POST", "DELETE"]) {
      const res = await send(app, "/parsed", json(method, '{"broken": '));
      expect(res.status, method).toBe(400);
      expect(await res.json()).toEqual({ code: "INVALID_JSON", message: "Malformed JSON in request body" });
    }
    const charset = await send(
      app,
      "/parsed",
      json("POST", "nope", { "content-type": "application/json; charset=utf-8" }),
    );
    expect(charset.status).toBe(400);
  });

  it("lets valid JSON through, parsed once and with its raw text intact", async () => {
    const parsed = await send(app, "/parsed", json("POST", '{"a":[1,2]}'));
    expect(await parsed.json()).toEqual({ body: { a: [1, 2] } });
    const raw = '{ "spaced" :  true }';
    expect(await (await send(app, "/raw", json("POST", raw))).text()).toBe(raw);
  });

  it("leaves other content types and empty bodies alone", async () => {
    const form = await send(app, "/form", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "{not json",
    });
    expect(form.status).toBe(200);
    expect(await form.text()).toBe("{not json");
    const empty = await send(app, "/raw", json("POST", "", { "content-length": "0" }));
    expect(empty.status).toBe(200);
  });
});
