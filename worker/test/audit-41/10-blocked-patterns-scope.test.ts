// Audit (issue 41, finding 10): "Blocked patterns aren't limited to the service (low).
// `||localhost^`, `?` and another service's domain are accepted, and the extension installs them
// browser-wide. Each pattern must fall on the service's own hosts (refused otherwise, field
// named), and the rules carry those domains." (The rules' domains: extensions/src/core/protected-pages.test.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { json } from "../catalogue.ts";
import { call, errorOf, signInAdmin } from "../factories.ts";

let admin: { token: string };
beforeAll(async () => {
  admin = await signInAdmin();
});

const ACCESS = "https://www.stream-ten.com/browse";
const create = (blockedUrls: string[], accessUrl: string | null = ACCESS) =>
  call("/api/services", {
    method: "POST",
    token: admin.token,
    json: { name: `Blocked ${crypto.randomUUID().slice(0, 8)}`, typeService: "cookie", accessUrl, blockedUrls },
  });

async function refusedAt(res: Response, field: string) {
  expect(res.status).toBe(400);
  const error = await errorOf(res);
  const fields = error.details?.fields as { field: string; code?: string }[];
  expect(fields.map((f) => [f.field, f.code])).toEqual([[field, "BLOCKED_URL_OFF_SERVICE"]]);
}

describe("audit 41 · 10: a blocked pattern falls on the service's own domain", () => {
  it("refuses the audit's patterns, naming each by its index", async () => {
    const own = "||stream-ten.com/account";
    await refusedAt(await create([own, "||localhost^"]), "blockedUrls[1]");
    await refusedAt(await create([own, own.replace("account", "billing"), "?"]), "blockedUrls[2]");
    await refusedAt(await create(["||other-service.com/account"]), "blockedUrls[0]");
    // Not anchored to a host, a wildcard host, or a look-alike domain.
    await refusedAt(await create(["/account"]), "blockedUrls[0]");
    await refusedAt(await create(["|https://*.stream-ten.com/account"]), "blockedUrls[0]");
    await refusedAt(await create(["||stream-ten.com.evil.com/account"]), "blockedUrls[0]");
    await refusedAt(await create(["|http://127.0.0.1:8787/panel"]), "blockedUrls[0]");
    // No access URL, no domain of its own.
    await refusedAt(await create([own], null), "blockedUrls[0]");
  });

  it("takes patterns on the access URL's host, its subdomains and its registrable domain", async () => {
    const res = await create([
      "||stream-ten.com/account",
      "|https://www.stream-ten.com/logout",
      "||help.stream-ten.com^",
      "|http://www.stream-ten.com:8080/billing",
    ]);
    expect(res.status).toBe(201);
    const service = await json<{ uuid: string; blockedUrls: string[] }>(res);
    expect(service.blockedUrls).toHaveLength(4);
    // The demo site's own patterns on its loopback origin stay valid.
    const demo = "http://127.0.0.1:8787/demo-site";
    expect((await create([`|${demo}/account`, `|${demo}/logout`], demo)).status).toBe(201);
  });

  it("refuses an update that moves the access URL away from the stored patterns", async () => {
    const service = await json<{ uuid: string }>(await create(["||stream-ten.com/account"]));
    const res = await call(`/api/services/${service.uuid}`, {
      method: "PUT",
      token: admin.token,
      json: { accessUrl: "https://another-stream.com/browse" },
    });
    await refusedAt(res, "blockedUrls[0]");
  });
});
