import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { call, createUser, errorOf, signIn } from "../../../test/factories.ts";
import { createDb } from "../../db/client.ts";
import { seedDemo } from "../../db/seed.ts";

let admin: { token: string };
const ZIP = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0, 8, 0, 1, 2, 3, 4]);

beforeAll(async () => {
  await seedDemo(createDb(env.DB), Date.now(), { serviceSecretKey: env.SERVICE_SECRET_KEY });
  const a = await createUser({ role: "admin" });
  admin = await signIn(a.email);
});

function upload(extensionId: string, version: string, bytes: Uint8Array, name = "ext.zip") {
  const form = new FormData();
  form.append("extensionId", extensionId);
  form.append("version", version);
  form.append("file", new File([bytes], name));
  return call("/api/extension/releases", { method: "POST", token: admin.token, body: form });
}

type Releases = {
  extensions: {
    id: string;
    latestVersion: string;
    minimumVersion: string;
    downloadUrl: string | null;
    fallbackUrl: string;
  }[];
  conflicts: { id: string; name: string }[];
  tutorialVideoUrl: string;
};

describe("extension releases", () => {
  it("lists the two required extensions with versions, fallback links, video and conflicts", async () => {
    const data = (await (await call("/api/extension/releases")).json<{ data: Releases }>()).data;
    expect(data.extensions.map((e) => [e.id, e.latestVersion, e.minimumVersion])).toEqual([
      ["core", "1.4.0", "1.2.0"],
      ["helper", "1.1.0", "1.0.0"],
    ]);
    expect(data.extensions[0]?.downloadUrl).toBeNull();
    expect(data.extensions[0]?.fallbackUrl).toMatch(/^https:\/\//);
    expect(data.conflicts.length).toBeGreaterThan(0);
    expect(data.tutorialVideoUrl).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  it("uploads a greater version to R2 and serves the file; refuses older versions, bad semver and non-packages", async () => {
    const res = await upload("core", "1.5.0-beta.1", ZIP);
    expect(res.status).toBe(201);
    const data = (await (await call("/api/extension/releases")).json<{ data: Releases }>()).data;
    const core = data.extensions.find((e) => e.id === "core");
    expect(core?.latestVersion).toBe("1.5.0-beta.1");
    const file = await call(core?.downloadUrl as string);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(ZIP);
    expect(file.headers.get("content-disposition")).toContain("core-1.5.0-beta.1.zip");

    const older = await upload("core", "1.4.9", ZIP);
    expect(older.status).toBe(409);
    expect((await errorOf(older)).message).toBe("version must be greater than 1.5.0-beta.1");
    expect((await errorOf(await upload("core", "1.6", ZIP))).details?.fields?.[0]?.field).toBe("version");
    expect(
      (await errorOf(await upload("core", "2.0.0", new TextEncoder().encode("not a zip")))).details?.fields?.[0]?.field,
    ).toBe("file");
    expect((await upload("nope", "9.0.0", ZIP)).status).toBe(400);
  });

  it("admins set the minimum version, fallback link and the conflict list", async () => {
    const put = await call("/api/extension/extensions/helper", {
      method: "PUT",
      token: admin.token,
      json: { minimumVersion: "1.1.0", fallbackUrl: "https://example.org/helper.zip" },
    });
    expect(put.status).toBe(200);
    const conflicts = await call("/api/extension/conflicts", {
      method: "PUT",
      token: admin.token,
      json: { conflicts: [{ id: "abc", name: "Cookie Thief" }] },
    });
    expect(conflicts.status).toBe(200);
    const data = (await (await call("/api/extension/releases")).json<{ data: Releases }>()).data;
    expect(data.extensions.find((e) => e.id === "helper")).toMatchObject({
      minimumVersion: "1.1.0",
      fallbackUrl: "https://example.org/helper.zip",
    });
    expect(data.conflicts).toEqual([{ id: "abc", name: "Cookie Thief" }]);
    const bad = await call("/api/extension/extensions/helper", {
      method: "PUT",
      token: admin.token,
      json: { minimumVersion: "one" },
    });
    expect(bad.status).toBe(400);
  });
});
