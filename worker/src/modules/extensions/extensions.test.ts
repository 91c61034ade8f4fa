import { env } from "cloudflare:workers";
import { translate } from "@app/shared/i18n/translate";
import { desc, eq } from "drizzle-orm";
import { strToU8, zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import corePem from "../../../../extensions/keys/core.public.pem?raw";
import helperPem from "../../../../extensions/keys/helper.public.pem?raw";
import { seedDemo } from "../../../seed/seed.ts";
import { app, call, createUser, db, errorOf, signIn } from "../../../test/factories.ts";
import { createDb } from "../../db/client.ts";
import { outbox } from "../../db/schema.ts";

let admin: { token: string };

/** The manifest `key` of an extension: its committed public key's DER, in base64 (the PEM's body). */
const keyOf = (pem: string) => pem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");
const KEYS = { core: keyOf(corePem), helper: keyOf(helperPem) };

/**
 * A package as the build writes it: a zip with the manifest (version, key) at its root. Its files'
 * times are fixed, so the same package built twice has the same bytes (a test compares a download
 * with a package built again, maybe seconds after the upload).
 */
function zipPackage(manifest: Record<string, unknown>) {
  return zipSync(
    {
      "manifest.json": strToU8(JSON.stringify({ manifest_version: 3, name: "PremiumHub", ...manifest })),
      "background.js": strToU8("export {};"),
    },
    { mtime: new Date("2026-01-01T00:00:00Z") },
  );
}
const build = (version: string, key: string = KEYS.core) => zipPackage({ version, key });
/** A CRX3 around a zip: magic, format version 3, a header of `n` bytes, then the zip. */
function crxOf(zip: Uint8Array, headerBytes = 16) {
  const out = new Uint8Array(12 + headerBytes + zip.length);
  out.set([0x43, 0x72, 0x32, 0x34], 0);
  new DataView(out.buffer).setUint32(4, 3, true);
  new DataView(out.buffer).setUint32(8, headerBytes, true);
  out.set(zip, 12 + headerBytes);
  return out;
}

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

  it("uploads a greater version to R2 and serves the file; refuses older versions, bad versions and non-packages", async () => {
    const ZIP = build("1.5.0");
    const res = await upload("core", "1.5.0", ZIP);
    expect(res.status).toBe(201);
    const data = (await (await call("/api/extension/releases")).json<{ data: Releases }>()).data;
    const core = data.extensions.find((e) => e.id === "core");
    expect(core?.latestVersion).toBe("1.5.0");
    const file = await call(core?.downloadUrl as string);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(ZIP);
    // Named after the product, not its internal id (issue 27).
    expect(file.headers.get("content-disposition")).toContain('filename="premiumhub-access-1.5.0.zip"');

    const older = await upload("core", "1.4.9", build("1.4.9"));
    expect(older.status).toBe(409);
    expect((await errorOf(older)).message).toBe("version must be greater than 1.5.0");
    // Versions Chrome refuses in a manifest.
    for (const version of ["1.6", "1.6.0-beta.1", "1.06.0", "1.70000.0"])
      expect((await errorOf(await upload("core", version, build(version)))).details?.fields?.[0]?.field).toBe(
        "version",
      );
    expect(
      (await errorOf(await upload("core", "2.0.0", new TextEncoder().encode("not a zip")))).details?.fields?.[0]?.field,
    ).toBe("file");
    expect((await upload("nope", "9.0.0", ZIP)).status).toBe(400);
  });

  it("takes a package only when its manifest is this version of this extension", async () => {
    const refused = async (bytes: Uint8Array, version = "3.0.0", extensionId = "helper") => {
      const res = await upload(extensionId, version, bytes);
      expect(res.status).toBe(400);
      const body = await errorOf(res);
      expect(body.details?.fields?.[0]?.field).toBe("file");
      return body.message;
    };
    expect(await refused(build("2.9.0", KEYS.helper))).toBe("file is version 2.9.0 by its manifest, not 3.0.0");
    expect(await refused(build("3.0.0", KEYS.core))).toBe(
      "file is not a build of this extension (its key is another's)",
    );
    expect(await refused(zipPackage({ version: "3.0.0" }))).toBe(
      "file is not a build of this extension (its key is another's)",
    );
    expect(await refused(zipSync({ "readme.txt": strToU8("no manifest") }))).toBe(
      "file must hold a manifest.json at its root",
    );
    // A CRX3 is read past its header; the right build is taken.
    const crx = crxOf(build("3.0.0", KEYS.helper));
    const ok = await upload("helper", "3.0.0", crx, "helper.crx");
    expect(ok.status).toBe(201);
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

describe("issue 27: store listings and the link for a computer", () => {
  it("lists a configured store listing per extension, and none otherwise", async () => {
    const listing = "https://chromewebstore.google.com/detail/premiumhub-access/abcdefghijklmnop";
    const configured = await app.request("/api/extension/releases", {}, { ...env, EXTENSION_STORE_URL_CORE: listing });
    const { data } = await configured.json<{ data: { extensions: { id: string; storeUrl: string | null }[] } }>();
    expect(data.extensions.map((e) => [e.id, e.storeUrl])).toEqual([
      ["core", listing],
      ["helper", null],
    ]);
    const plain = await (await call("/api/extension/releases")).json<{
      data: { extensions: { storeUrl: string | null }[] };
    }>();
    expect(plain.data.extensions.every((e) => e.storeUrl === null)).toBe(true);
  });

  it("mails the signed-in user the setup guide's address, in the language asked for", async () => {
    const user = await createUser({ emailVerifiedAt: Date.now() });
    const { token } = await signIn(user.email);
    expect((await call("/api/extension/setup-link", { method: "POST", json: { locale: "id" } })).status).toBe(401);
    const res = await call("/api/extension/setup-link", { method: "POST", token, json: { locale: "id" } });
    expect(res.status).toBe(200);
    expect((await res.json<{ data: { sentTo: string } }>()).data).toEqual({ sentTo: user.email });
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, user.email))
      .orderBy(desc(outbox.createdAt));
    expect(mail?.subject).toBe(translate("id", "email.setupLink.subject"));
    expect(mail?.html).toContain('href="http://localhost:8787/id/panel/addons?guide=1"');
    expect(mail?.text).toContain("http://localhost:8787/id/panel/addons?guide=1");
  });

  it("names the field of a bad locale", async () => {
    const user = await createUser();
    const { token } = await signIn(user.email);
    const res = await call("/api/extension/setup-link", { method: "POST", token, json: { locale: "fr" } });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).details?.fields?.[0]?.field).toBe("locale");
  });
});

describe("issue 30: the Firefox builds", () => {
  /** A Firefox build as extensions/scripts/build.ts writes it: a gecko id, no key. */
  const xpi = (version: string, id = "access@premiumhub.extensions") =>
    zipPackage({ version, browser_specific_settings: { gecko: { id, strict_min_version: "140.0" } } });
  const releasesNow = async () =>
    (
      await (
        await call("/api/extension/releases")
      ).json<{
        data: {
          extensions: {
            id: string;
            latestVersion: string;
            firefoxDownloadUrl: string | null;
            firefoxStoreUrl: string | null;
            edgeStoreUrl: string | null;
          }[];
        };
      }>()
    ).data.extensions;

  it("attaches a Firefox build to the release of its version, lists it and serves it as .xpi", async () => {
    expect((await upload("core", "4.0.0", build("4.0.0"))).status).toBe(201);
    expect((await releasesNow()).find((e) => e.id === "core")?.firefoxDownloadUrl).toBeNull();

    const XPI = xpi("4.0.0");
    const res = await upload("core", "4.0.0", XPI, "premiumhub-access-4.0.0.xpi");
    expect(res.status).toBe(201);
    expect((await res.json<{ data: Record<string, unknown> }>()).data).toMatchObject({
      extensionId: "core",
      version: "4.0.0",
      browser: "firefox",
      fileName: "premiumhub-access-4.0.0.xpi",
    });
    const core = (await releasesNow()).find((e) => e.id === "core");
    expect(core).toMatchObject({
      latestVersion: "4.0.0",
      firefoxDownloadUrl: "/api/extension/download/core/4.0.0/firefox",
    });
    const file = await call(core?.firefoxDownloadUrl as string);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(XPI);
    expect(file.headers.get("content-type")).toBe("application/x-xpinstall");
    expect(file.headers.get("content-disposition")).toContain('filename="premiumhub-access-4.0.0.xpi"');
    // The Chrome file of the same release is untouched.
    expect(new Uint8Array(await (await call("/api/extension/download/core/4.0.0")).arrayBuffer())).toEqual(
      build("4.0.0"),
    );
    expect((await call("/api/extension/download/helper/4.0.0/firefox")).status).toBe(404);
  });

  it("serves Firefox's update manifest for the builds it has", async () => {
    const res = await call("/api/extension/firefox-updates.json");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      addons: {
        "access@premiumhub.extensions": {
          updates: [
            { version: "4.0.0", update_link: "http://localhost:8787/api/extension/download/core/4.0.0/firefox" },
          ],
        },
      },
    });
  });

  it("takes a Firefox build only for an existing version, of this version and this add-on id", async () => {
    const refused = async (bytes: Uint8Array, version: string, status = 400) => {
      const res = await upload("core", version, bytes, "core.xpi");
      expect(res.status).toBe(status);
      return (await errorOf(res)).message;
    };
    expect(await refused(xpi("4.1.0"), "4.1.0", 409)).toBe(
      "version 4.1.0 has no release yet: upload its Chrome build first",
    );
    expect(await refused(xpi("3.9.0"), "4.0.0")).toBe("file is version 3.9.0 by its manifest, not 4.0.0");
    expect(await refused(xpi("4.0.0", "session-helper@premiumhub.extensions"), "4.0.0")).toBe(
      "file is not a build of this extension (its add-on id is another's)",
    );
    // A Chrome build named .xpi is no Firefox build.
    expect(await refused(build("4.0.0"), "4.0.0")).toBe(
      "file is not a build of this extension (its add-on id is another's)",
    );
  });

  it("lists the Firefox and Edge store listings when configured", async () => {
    const amo = "https://addons.mozilla.org/firefox/addon/premiumhub-access/";
    const edge = "https://microsoftedge.microsoft.com/addons/detail/premiumhub-access/abc";
    const res = await app.request(
      "/api/extension/releases",
      {},
      { ...env, EXTENSION_STORE_URL_CORE_FIREFOX: amo, EXTENSION_STORE_URL_CORE_EDGE: edge },
    );
    const { data } = await res.json<{
      data: { extensions: { id: string; firefoxStoreUrl: string | null; edgeStoreUrl: string | null }[] };
    }>();
    expect(data.extensions.map((e) => [e.id, e.firefoxStoreUrl, e.edgeStoreUrl])).toEqual([
      ["core", amo, edge],
      ["helper", null, null],
    ]);
  });

  it("accepts Firefox add-on ids on the conflict list", async () => {
    const conflicts = [
      { id: "{c3c10168-4186-445c-9c5b-63f12b8e2c87}", name: "Cookie-Editor (Firefox)" },
      { id: "jid1-abc@jetpack", name: "Old cookie tool" },
      { id: "fngmhnnpilhplaeedifhccceomclgfbg", name: "EditThisCookie" },
    ];
    const res = await call("/api/extension/conflicts", { method: "PUT", token: admin.token, json: { conflicts } });
    expect(res.status).toBe(200);
    for (const id of ["<script>", "a b", `${"x".repeat(60)}@long.test`]) {
      const bad = await call("/api/extension/conflicts", {
        method: "PUT",
        token: admin.token,
        json: { conflicts: [{ id, name: "x" }] },
      });
      expect(bad.status, id).toBe(400);
    }
  });
});
