import { env } from "cloudflare:workers";
import { parseD1ServerTiming } from "@app/shared/api/server-timing";
import { describe, expect, it } from "vitest";
import { json, makePackage, makeService } from "../../test/catalogue.ts";
import { app, createUser, db, signIn, signInAdmin } from "../../test/factories.ts";
import { subscriptions } from "../db/schema.ts";

/** The test bindings turn the cache off (vitest.config.ts); here it is on, as in every deployment. */
const cached = { ...env, PUBLIC_CACHE_SECONDS: "60" };
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers }, cached);

function d1Of(res: Response) {
  const figures = parseD1ServerTiming(res.headers.get("server-timing"));
  if (!figures) throw new Error(`no d1 Server-Timing entry: ${res.headers.get("server-timing")}`);
  return figures;
}
const d1RowsRead = (res: Response) => d1Of(res).rowsRead;
const d1Queries = (res: Response) => d1Of(res).queries;

type PackageList = { namePackage: string }[];

describe("public catalogue reads from the Workers Cache API", () => {
  it("a warm read runs no D1 query; an admin write makes the next read miss and see it", async () => {
    const path = `/api/packages-subscriptions?status=active&limit=100&probe=${crypto.randomUUID()}`;
    const cold = await get(path);
    expect(cold.status).toBe(200);
    expect(cold.headers.get("x-cache")).toBe("MISS");
    expect(d1Queries(cold)).toBeGreaterThan(0);
    const coldBody = await cold.text();

    const warm = await get(path);
    expect(warm.headers.get("x-cache")).toBe("HIT");
    expect(d1Queries(warm)).toBe(0);
    expect(await warm.text()).toBe(coldBody);

    // A client that takes gzip (on Cloudflare, every Worker request says so) gets the remembered
    // answer compressed once; it decompresses to the same bytes.
    const zipped = await get(path, { "accept-encoding": "br, gzip" });
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    expect(zipped.headers.get("vary")).toContain("Accept-Encoding");
    const inflated = zipped.body?.pipeThrough(new DecompressionStream("gzip"));
    expect(await new Response(inflated).text()).toBe(coldBody);

    // The same query in another parameter order is the same entry.
    const reordered = new URL(path, "http://x");
    const shuffled = `/api/packages-subscriptions?${[...reordered.searchParams]
      .reverse()
      .map(([k, v]) => `${k}=${v}`)
      .join("&")}`;
    expect((await get(shuffled)).headers.get("x-cache")).toBe("HIT");

    const admin = await signInAdmin();
    const name = `Cached ${crypto.randomUUID().slice(0, 6)}`;
    const included = await makeService(admin.token);
    const created = await app.request(
      "/api/packages-subscriptions",
      {
        method: "POST",
        headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
        body: JSON.stringify({ namePackage: name, price: 99_000, days: 30, serviceUuids: [included.uuid] }),
      },
      cached,
    );
    expect(created.status).toBe(201);

    const after = await get(path);
    expect(after.headers.get("x-cache")).toBe("MISS");
    expect((await json<PackageList>(after)).map((p) => p.namePackage)).toContain(name);
  });

  it("serves the services preview and the extension releases warm too", async () => {
    for (const path of ["/api/services/list/preview", "/api/extension/releases"]) {
      await get(path);
      const warm = await get(path);
      expect(warm.status).toBe(200);
      expect(warm.headers.get("x-cache")).toBe("HIT");
      expect(d1Queries(warm)).toBe(0);
    }
  });

  it("leaves signed-in requests and failures out of the cache", async () => {
    const admin = await signInAdmin();
    const signedIn = await get("/api/packages-subscriptions?status=active", { authorization: `Bearer ${admin.token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("x-cache")).toBeNull();

    const bad = `/api/packages-subscriptions?limit=not-a-number&probe=${crypto.randomUUID()}`;
    expect((await get(bad)).status).toBe(400);
    const again = await get(bad);
    expect(again.status).toBe(400);
    expect(again.headers.get("x-cache")).toBeNull();
  });

  it("a subscriber's services come from the cache by package: the request reads a few rows", async () => {
    const admin = await signInAdmin();
    const asAdmin = (path: string, body: unknown) =>
      app.request(
        path,
        {
          method: "POST",
          headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
          body: JSON.stringify(body),
        },
        cached,
      );
    const first = await makeService(admin.token);
    const pkg = await makePackage(admin.token);
    expect(
      (await asAdmin("/api/plan-services/associate", { packageUuid: pkg.uuid, serviceUuids: [first.uuid] })).status,
    ).toBe(200);
    const user = await createUser();
    await db()
      .insert(subscriptions)
      .values({ userId: user.id, packageId: pkg.uuid, startAt: Date.now(), endAt: Date.now() + 86_400_000 });
    const { token } = await signIn(user.email);
    const services = () => get("/api/users/services", { authorization: `Bearer ${token}` });

    const cold = await services();
    expect((await json<{ uuid: string }[]>(cold)).map((s) => s.uuid)).toEqual([first.uuid]);
    const warm = await services();
    // The session check and the subscription row: fewer rows than the cold read, and a handful.
    expect(d1RowsRead(warm)).toBeLessThan(d1RowsRead(cold));
    expect(d1RowsRead(warm)).toBeLessThanOrEqual(10);
    expect((await json<{ uuid: string }[]>(warm)).map((s) => s.uuid)).toEqual([first.uuid]);

    // An admin adds a service to the package: the next read has it.
    const second = await makeService(admin.token);
    expect(
      (
        await asAdmin("/api/plan-services/associate", {
          packageUuid: pkg.uuid,
          serviceUuids: [first.uuid, second.uuid],
        })
      ).status,
    ).toBe(200);
    expect((await json<{ uuid: string }[]>(await services())).map((s) => s.uuid).sort()).toEqual(
      [first.uuid, second.uuid].sort(),
    );
  });
});
